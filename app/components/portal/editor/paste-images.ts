// Browser only: used by quill-editor.ts after a paste.
import { FILE_TOO_LARGE, IMAGE_TOO_LARGE, IMAGE_UPLOAD_FAILED, UPLOAD_FAILED } from "#shared/texts.ts";
import type Quill from "quill/core";
import { Delta } from "quill/core";
import { IMAGE_MAX_BYTES } from "#shared/constants.ts";
import { showToast } from "~/components/toaster.tsx";
import { sendImage } from "~/components/portal/media/send-image.ts";

const UNREADABLE = {
  ok: false,
  toast: {
    title: UPLOAD_FAILED,
    description: IMAGE_UPLOAD_FAILED,
    variant: "destructive",
  },
} as const;
const TOO_LARGE = {
  ok: false,
  toast: {
    title: FILE_TOO_LARGE,
    description: IMAGE_TOO_LARGE,
    variant: "destructive",
  },
} as const;

/** The file a `data:image/…;base64,…` address holds, or null when it is not one. */
function fileOf(src: string, index: number): File | null {
  const match = /^data:(image\/(png|jpe?g|gif|webp));base64,([a-z0-9+/=\s]+)$/i.exec(src);
  if (!match) return null;
  const binary = atob(match[3]!.replace(/\s+/g, ""));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new File([bytes], `pasted-image-${index + 1}.${match[2]!.replace("jpeg", "jpg")}`, {
    type: match[1],
  });
}

/** Where each image embed with this address is in the editor, last first. */
function positionsOf(quill: Quill, src: string): number[] {
  const found: number[] = [];
  let index = 0;
  for (const op of quill.getContents().ops) {
    const insert = op.insert;
    if (typeof insert === "string") index += insert.length;
    else {
      if ((insert as { image?: unknown }).image === src) found.unshift(index);
      index += 1;
    }
  }
  return found;
}

/**
 * Images pasted as data URLs (Google Docs and web pages hand some over that way) are uploaded through
 * the pipeline like a chosen file, and the editor then refers to the upload: no data URL stays in the
 * content. One that cannot be uploaded is taken out, and the toast says why.
 */
export async function uploadPastedImages(quill: Quill) {
  const sources = new Set<string>();
  for (const op of quill.getContents().ops) {
    const image = typeof op.insert === "object" ? (op.insert as { image?: unknown }).image : undefined;
    if (typeof image === "string" && image.startsWith("data:")) sources.add(image);
  }
  for (const [i, src] of [...sources].entries()) {
    let file: File | null = null;
    try {
      file = fileOf(src, i);
    } catch {
      // Not base64 after all: refused below like any unreadable upload.
    }
    const outcome = !file
      ? UNREADABLE
      : file.size > IMAGE_MAX_BYTES
        ? TOO_LARGE
        : await sendImage(file, () => {}).done;
    for (const at of positionsOf(quill, src)) {
      const attributes = quill.getContents(at, 1).ops[0]?.attributes;
      const change = new Delta().retain(at).delete(1);
      quill.updateContents(outcome.ok ? change.insert({ image: outcome.url }, attributes) : change, "user");
    }
    if (!outcome.ok) showToast(outcome.toast);
  }
}
