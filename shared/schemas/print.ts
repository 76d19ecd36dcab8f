import { z } from "#shared/zod.ts";
import { EDITION_PIECES_MAX, EDITION_TITLE_MAX } from "../print.ts";
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
