import { createRequire } from "node:module";
import workerSource from "./convert-worker.cjs?raw";
import { CONVERSION_LIMITS } from "./limits.ts";
import type { DocxParts } from "./package.ts";
import { nameStylesById } from "./style-ids.ts";
import { runSandboxed } from "../../sandboxed-worker.ts";

/** Word's paragraph and character styles onto the editor's formats (mammoth's default map does the
 * headings, lists, bold, italic, strike-through, sub- and superscript), by name: a style a document
 * refers to by id alone is named first (style-ids.ts). */
export const STYLE_MAP = [
  // Marked, so that the import knows the document's title (shape.ts's takeTitle); the mark goes with it.
  "p[style-name='Title'] => h1.document-title:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  // Word's quotations, and LibreOffice Writer's.
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  "p[style-name='Quotations'] => blockquote > p:fresh",
  "p[style-name='Block Text'] => blockquote > p:fresh",
  // Writer's table headings stay known as such (their row is bold once the table is text).
  "p[style-name='Table Heading'] => p.table-heading:fresh",
  "u => u",
  "strike => s",
  "comment-reference => !",
];

/** A distinct image of the document (by the SHA-256 of its bytes, hex), with the alt text of the first
 * place that gives one. */
export type ExtractedImage = { contentType: string; alt: string; hash: string; bytes: Uint8Array };
/** A place where the document shows one of its images, with that place's alt text. */
export type ImageReference = { image: number; alt: string };
export type Converted = {
  html: string;
  messages: string[];
  images: ExtractedImage[];
  references: ImageReference[];
};

const mammothPath = createRequire(import.meta.url).resolve("mammoth");

export class ConversionFailed extends Error {}

/**
 * mammoth's conversion of the parts to HTML, off the request's thread: in a worker with a heap limit,
 * stopped after CONVERSION_LIMITS.timeoutMs, or as soon as `signal` aborts. Each distinct image comes
 * back once, as bytes; the HTML shows it at each of its references, as `borderland-import:<reference>`.
 */
export function convertDocx(
  parts: DocxParts,
  limits: { [K in keyof typeof CONVERSION_LIMITS]: number } = CONVERSION_LIMITS,
  signal?: AbortSignal,
): Promise<Converted> {
  return runSandboxed<Converted>(
    workerSource,
    { mammoth: mammothPath, styleMap: STYLE_MAP, parts: [...nameStylesById(parts)] },
    {
      what: "the conversion",
      fail: (message) => new ConversionFailed(message),
      timeoutMs: limits.timeoutMs,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.oldGenerationMb,
        maxYoungGenerationSizeMb: limits.youngGenerationMb,
      },
      signal,
    },
  );
}
