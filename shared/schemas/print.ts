import { z } from "#shared/zod.ts";
import { EDITION_PIECES_MAX, EDITION_TITLE_MAX, PRINT_IMPORT_FILES_MAX } from "../print.ts";
import { text } from "./fields.ts";

const whole = (label: string, max: number) =>
  z.coerce
    .number({ message: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be 1 or more.`)
    .max(max, `${label} must be at most ${max}.`);

/** One line of an edition's table of contents: a web piece and the page it starts on. */
const tocLine = z.object({ articleId: z.string().uuid("Choose a piece."), page: whole("The page", 9999) });

/** An edition as the portal's form posts it (Print, decision 0079); `pieces` is JSON of its lines. */
export const editionForm = z.object({
  volume: whole("The volume", 999),
  number: whole("The number", 999),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date the edition came out."),
  title: text(EDITION_TITLE_MAX, "The title").pipe(z.string().min(1, "Give the edition a title.")),
  pdfFileId: z.string().uuid("Upload the edition's PDF first."),
  /** The cover's address (the portal's image picker): the PDF's first page, or an image chosen to
   * replace it; empty takes the PDF's first page. */
  cover: text(2000, "The cover"),
  pieces: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value || "[]") as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "The pieces could not be read." });
        return z.NEVER;
      }
    })
    .pipe(z.array(tocLine).max(EDITION_PIECES_MAX, `An edition lists at most ${EDITION_PIECES_MAX} pieces.`)),
});

export type EditionForm = z.output<typeof editionForm>;

/** A file's name as the browser gives it, as a file of a folder: no folder in it, not hidden, at most
 * 255 bytes. */
const fileName = z
  .string({ message: "A file has no name." })
  .min(1, "A file has no name.")
  .refine((name) => !/[/\\\0]/.test(name) && !name.startsWith("."), {
    message: "A file's name cannot begin with a dot nor hold a slash.",
  })
  .refine((name) => new TextEncoder().encode(name).length <= 255, {
    message: "A file's name is at most 255 bytes long.",
  });

/** The portal's import of past editions (decision 0079): the pattern, whether to publish, and the chosen
 * files' names and sizes, before any is sent. */
export const printImportStart = z.object({
  pattern: text(200, "The pattern").pipe(z.string().min(1, "Give the pattern of the files' names.")),
  publish: z.boolean().default(false),
  files: z
    .array(z.object({ name: fileName, size: z.number().int().min(0) }))
    .min(1, "Choose the PDFs to import.")
    .max(PRINT_IMPORT_FILES_MAX, `Choose at most ${PRINT_IMPORT_FILES_MAX} PDFs at once.`),
});

/** One file of it, as the upload in parts begins it: the import and the file's name and size. */
export const printImportFileStart = z.object({
  batch: z.string().uuid(),
  name: z.string(),
  size: z.number().int().min(0),
});
