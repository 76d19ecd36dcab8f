import type { AppLoadContext } from "react-router";
import { z } from "#shared/zod.ts";
import { KIND_MESSAGE, PIECE_KINDS } from "#shared/schemas/piece-care.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { addCorrection, listCorrections } from "../../server/modules/content/corrections.ts";
import {
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
} from "../../server/modules/content/previews.ts";
import { setTakedown } from "../../server/modules/content/takedown.ts";
import { approvePiece } from "../../server/modules/content/approvals.ts";
import { validate } from "../../server/modules/validate.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";

/** The portal's Preview links, Corrections and Takedown panels (issue 25): each posts, with `kind` and
 * `id` in the form, to its own resource route (/admin/pieces/previews, …/corrections, …/takedown),
 * answered by runPortalAction. A plain form post with no page of ours to go back to lands on the list. */

const FALLBACK = "/admin/dashboard/articles";

const pieceOf = (form: Record<string, string>) =>
  validate(z.object({ kind: z.enum(PIECE_KINDS, { message: KIND_MESSAGE }), id: z.string() }), form);

/** What the panels list, for the editor's loader: the piece's preview links and its corrections. */
export async function loadPieceCare(
  context: AppLoadContext,
  actor: SessionUser,
  kind: (typeof PIECE_KINDS)[number],
  id: string,
) {
  const { db } = context.services;
  // One after the other: the embedded database answers one query at a time anyway.
  const previewLinks = await listPreviewLinks(db, actor, kind, id);
  const corrections = await listCorrections(db, actor, kind, id);
  return { previewLinks, corrections };
}

/** Create a preview link (its address answered once, absolute on PUBLIC_URL) or revoke one. Nothing a
 * reader sees changes. */
export function previewLinksAction(request: Request, context: AppLoadContext) {
  const { db, config } = context.services;
  return runPortalAction(
    request,
    context,
    {
      create: {
        changes: null,
        failure: "Failed to create preview link",
        async run({ actor, form }) {
          const { kind, id } = pieceOf(form);
          const link = await createPreviewLink(db, actor, kind, id);
          return {
            toast: {
              title: "Preview link created",
              description: "Copy it now: it is shown only once.",
            },
            more: {
              link: { id: link.id, url: `${config.publicUrl}${link.path}`, expiresAt: link.expiresAt },
            },
          };
        },
      },
      revoke: {
        changes: null,
        failure: "Failed to revoke preview link",
        async run({ actor, form }) {
          await revokePreviewLink(db, actor, form.linkId);
          return { title: "Preview link revoked", description: "The link no longer opens the piece." };
        },
      },
    },
    FALLBACK,
  );
}

/** Add a correction to a published piece: its page, its lists' Updated dates and its JSON-LD change. */
export function correctionsAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      add: {
        changes: "content",
        failure: "Failed to add correction",
        async run({ actor, form }) {
          const { kind, id } = pieceOf(form);
          const { publicHref } = await addCorrection(db, actor, kind, id, form.note ?? "");
          return {
            toast: { title: "Correction added", description: "It shows under the headline, dated today." },
            more: { publicHref },
          };
        },
      },
    },
    FALLBACK,
  );
}

/** Keep a piece out of search engines and/or replace its byline, for a reason. */
export function takedownAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      save: {
        changes: "content",
        failure: "Failed to save takedown",
        async run({ actor, form }) {
          const { kind, id } = pieceOf(form);
          const done = await setTakedown(db, actor, kind, id, {
            reason: form.reason ?? "",
            noindex: form.noindex === "on" || form.noindex === "true",
            ...(form.replaceByline ? { author: form.author ?? "" } : {}),
          });
          return {
            toast: {
              title: "Takedown saved",
              description: `${done.noindex ? "Kept out of search engines" : "Shown to search engines"}; byline: ${done.author}.`,
            },
            more: { noindex: done.noindex, author: done.author },
          };
        },
      },
    },
    FALLBACK,
  );
}

/** The adviser's approval of a piece in review, where Settings asks for it (issue 38). */
export function approvalAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      approve: {
        changes: null,
        failure: "Failed to approve",
        async run({ actor, form }) {
          const { kind, id } = pieceOf(form);
          const done = await approvePiece(db, actor, kind, id);
          return {
            title: "Approved",
            description: `“${done.title}” can now be published by an editor.`,
          };
        },
      },
    },
    FALLBACK,
  );
}
