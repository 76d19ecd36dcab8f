import type { AppLoadContext } from "react-router";
import { creditNames, setCredit } from "../../server/modules/media/credit.ts";
import { listLibrary, setAltText } from "../../server/modules/media/library.ts";
import { listUnusedImages, removeUnusedImage } from "../../server/modules/media/unused.ts";
import {
  listLibraryFiles,
  listUnusedFiles,
  removeUnusedFile,
} from "../../server/modules/media/files-library.ts";
import { manageListParams } from "~/lib/manage-list-params.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { orRefused, requireStaffPage } from "~/lib/staff.server.ts";

const SECTION = "/admin/dashboard/media";

export const MEDIA_VIEWS = ["all", "no-alt", "video", "audio", "unused", "unused-files"] as const;
export type MediaView = (typeof MEDIA_VIEWS)[number];

/** Media Library: a page of every image (`?show=no-alt`: those without alt text) with where each is
 * used and its credit (with the names of People to credit), of the videos or audio files (`?show=video`,
 * `audio`: issue 41) with where each is played, or (`?show=unused`, `unused-files`) of the images, or
 * videos and audio, that nothing shows any more. Every staff role reads the first three (the editor's
 * image picker does); the unused ones are an editor's (decision 0040). */
export async function loadMediaLibrary(request: Request, context: AppLoadContext) {
  const actor = await requireStaffPage(request, context);
  const { db, storage } = context.services;
  const url = new URL(request.url);
  const { page } = manageListParams(url);
  const asked = url.searchParams.get("show");
  const view: MediaView = MEDIA_VIEWS.find((v) => v === asked) ?? "all";
  const none = { unused: null, library: null, files: null, creditNames: [] };
  if (view === "unused") {
    const unused = await orRefused(() => listUnusedImages(db, storage, actor, { page }));
    return { ...none, view, unused };
  }
  if (view === "unused-files") {
    const files = await orRefused(() => listUnusedFiles(db, storage, actor, { page }));
    return { ...none, view, files };
  }
  if (view === "video" || view === "audio") {
    const files = await orRefused(() => listLibraryFiles(db, storage, actor, { page, kind: view }));
    return { ...none, view, files };
  }
  const [library, names] = await Promise.all([
    listLibrary(db, storage, actor, { page, filter: view }),
    creditNames(db, actor),
  ]);
  return { ...none, view, library, creditNames: names };
}

/** Save an image's alt text or its credit (decision 0071); delete an unused image (a row's Delete, once confirmed): its row and its
 * files in the store. */
export function mediaLibraryAction(request: Request, context: AppLoadContext) {
  const { db, storage } = context.services;
  return runPortalAction(
    request,
    context,
    {
      alt: {
        // Pages that show an image may show its alt text.
        changes: "content",
        failure: "Failed to save alt text",
        async run({ actor, form }) {
          const saved = await setAltText(db, actor, form);
          return {
            title: "Alt text saved",
            description: saved.altText
              ? `“${saved.name}” is described as “${saved.altText}”`
              : `“${saved.name}” has no alt text now`,
          };
        },
      },
      credit: {
        // Pages that show an image show its credit, and its person's author page lists it.
        changes: "content",
        failure: "Failed to save credit",
        async run({ actor, form }) {
          const saved = await setCredit(db, actor, form);
          return {
            title: "Credit saved",
            description: saved.credit
              ? `“${saved.name}” is credited to ${saved.credit.name}`
              : `“${saved.name}” has no credit now`,
          };
        },
      },
      delete: {
        // Only an image that nothing shows can be deleted.
        changes: null,
        failure: "Failed to delete image",
        async run({ actor, form }) {
          const removed = await removeUnusedImage(db, storage, actor, form.id ?? "");
          return { title: "Image deleted", description: `“${removed.name}” has been removed from storage` };
        },
      },
      "delete-file": {
        // Only a video or audio file that nothing plays can be deleted, with its captions and poster.
        changes: null,
        failure: "Failed to delete file",
        async run({ actor, form }) {
          const removed = await removeUnusedFile(db, storage, actor, form.id ?? "");
          return { title: "File deleted", description: `“${removed.name}” has been removed from storage` };
        },
      },
    },
    SECTION,
  );
}
