import {
  DOCUMENT_FAILED,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  NOT_A_WORD_DOCUMENT,
  UPLOAD_FAILED,
} from "#shared/texts.ts";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_LABEL } from "#shared/constants.ts";
import type { ToastMessage } from "~/components/toaster.tsx";

export type ImportedDocument = { html: string; title: string | null; notImported: string | null };
export type ImportOutcome = ({ ok: true } & ImportedDocument) | { ok: false; toast: ToastMessage };

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const DOC = "application/msword";
/** What the file picker offers: Word documents by type and by name (some systems give no type). */
export const WORD_ACCEPT = [".docx", ".doc", DOCX, DOC].join(",");

const destructive = (title: string, description: string): ToastMessage => ({
  title,
  description,
  variant: "destructive",
});

const FAILED = destructive(UPLOAD_FAILED, DOCUMENT_FAILED);

/** The browser's first look at a chosen file (SPEC.md §5): only .docx or .doc, by type or, when the
 * system gives none, by name; and not over the size the server takes. The server decides by the bytes. */
export function checkWordFile(file: { name: string; type: string; size: number }): ToastMessage | null {
  const byType = file.type === DOCX || file.type === DOC;
  const byName =
    file.type === "" || file.type === "application/octet-stream" ? /\.docx?$/i.test(file.name) : false;
  if (!byType && !byName) {
    return destructive(INVALID_FILE_TYPE, NOT_A_WORD_DOCUMENT);
  }
  if (file.size > DOCUMENT_MAX_BYTES) {
    return destructive(FILE_TOO_LARGE, `Please upload a Word document smaller than ${DOCUMENT_MAX_LABEL}`);
  }
  return null;
}

/** What an answer of POST /admin/imports means for the editor: the document, or the toast to show. */
export function readImportAnswer(status: number, body: unknown): ImportOutcome {
  const answer = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (status === 200 && answer.ok === true && typeof answer.html === "string") {
    return {
      ok: true,
      html: answer.html,
      title: typeof answer.title === "string" ? answer.title : null,
      notImported: typeof answer.notImported === "string" ? answer.notImported : null,
    };
  }
  if (status >= 400 && status < 500 && typeof answer.title === "string" && typeof answer.error === "string") {
    return { ok: false, toast: destructive(answer.title, answer.error) };
  }
  if (status === 413) {
    return {
      ok: false,
      toast: destructive(FILE_TOO_LARGE, `Please upload a Word document smaller than ${DOCUMENT_MAX_LABEL}`),
    };
  }
  return { ok: false, toast: FAILED };
}
