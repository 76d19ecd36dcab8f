import { MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import { data, type AppLoadContext } from "react-router";
import { openMediaPartsStore } from "../../server/providers/import-store.ts";
import {
  receiveMediaPart,
  startMediaUpload,
  type StoredMediaFile,
} from "../../server/modules/media-files/uploads.ts";
import { fileFailure, NO_STORE } from "~/lib/answer.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";
import { readBytes } from "~/lib/form.server.ts";

export type MediaStartAnswer = { ok: true; id: string; received: number; kind: string };
export type MediaPartAnswer = { ok: true; received: number; file: StoredMediaFile | null };

const FAILED = { title: MEDIA_FILE_TEXTS.refusedTitle, error: MEDIA_FILE_TEXTS.cutOff };

/** POST /admin/media-files, JSON `{ name, size, resume?, video? }`: begins (or goes on with) an upload
 * of a video, audio or captions file (issue 41, decision 0073). */
export async function startMediaFileUpload(request: Request, context: AppLoadContext) {
  try {
    const actor = await requireStaff(request, context);
    const body: unknown = await request.json().catch(() => null);
    const started = await startMediaUpload(context.services.db, actor, body);
    return data<MediaStartAnswer>({ ok: true, ...started }, { headers: NO_STORE });
  } catch (error) {
    return fileFailure(error, FAILED, "Starting a media file upload");
  }
}

/** POST /admin/media-files/part?id=…&offset=…, the part's bytes as the body: keeps one part; the last
 * stores the file and answers it. */
export async function receiveMediaFilePart(request: Request, context: AppLoadContext) {
  try {
    const actor = await requireStaff(request, context);
    const url = new URL(request.url);
    const offset = Number(url.searchParams.get("offset"));
    const bytes = await readBytes(request);
    const { db, storage, config } = context.services;
    const services = { parts: openMediaPartsStore(config), storage };
    const part = await receiveMediaPart(db, services, actor, url.searchParams.get("id"), offset, bytes);
    return data<MediaPartAnswer>({ ok: true, ...part }, { headers: NO_STORE });
  } catch (error) {
    return fileFailure(error, FAILED, "Receiving a part of a media file");
  }
}
