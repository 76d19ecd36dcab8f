import { z } from "#shared/zod.ts";
import { isUuid } from "./fields.ts";

/** What the editor's notes post (issue 38), checked by the note forms for their hints and by the domain
 * (server/modules/notes/) for real. */

export const NOTE_MAX = 2000;
/** A passage longer than this is better noted in parts; its quote is kept whole to find it again. */
export const PASSAGE_MAX = 2000;

export const NOTE_EMPTY = "Please write the note";
export const NOTE_TOO_LONG = `A note can be at most ${NOTE_MAX} characters long`;
export const NO_PASSAGE = "Please select the passage the note is about";
export const PASSAGE_TOO_LONG = `Please select a shorter passage: at most ${PASSAGE_MAX} characters`;

/** Control characters (a form's stray NUL or escape) are dropped; line breaks and tabs stay. */
const plain = (value: string) =>
  [...value].filter((c) => c === "\t" || c === "\n" || (c >= " " && c !== "\u007f")).join("");

export const noteBody = z
  .string({ message: NOTE_EMPTY })
  .transform(plain)
  .pipe(z.string().trim().min(1, NOTE_EMPTY).max(NOTE_MAX, NOTE_TOO_LONG));

/** A passage of the editor's text: where it starts and how long it is, in the editor's own positions
 * (an image counts as one), and its text, one character per position. */
const passage = {
  index: z.coerce.number({ message: NO_PASSAGE }).int(NO_PASSAGE).min(0, NO_PASSAGE),
  length: z.coerce
    .number({ message: NO_PASSAGE })
    .int(NO_PASSAGE)
    .min(1, NO_PASSAGE)
    .max(PASSAGE_MAX, PASSAGE_TOO_LONG),
  quote: z.string({ message: NO_PASSAGE }).min(1, NO_PASSAGE).max(PASSAGE_MAX, PASSAGE_TOO_LONG),
};

const quoteFits = (a: { length: number; quote: string }) => a.quote.length === a.length;

export const noteForm = z
  .object({ body: noteBody, ...passage })
  .refine(quoteFits, { message: NO_PASSAGE, path: ["quote"] });

export const replyForm = z.object({ body: noteBody });

/** The anchors travel in one form field, as JSON; anything else is no list. */
const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const noteId = z.string().refine(isUuid, "That note is not on this piece any more");

/** The anchors the editor moved with the text, sent after a save of `version`; `deleted` when the
 * whole passage went. */
export const anchorsForm = z.object({
  version: z.coerce.number().int().min(1),
  anchors: z.preprocess(
    (value) => (typeof value === "string" ? parsedJson(value) : value),
    z
      .array(
        z.union([
          z.object({ id: noteId, deleted: z.literal(true) }),
          z.object({ id: noteId, ...passage }).refine(quoteFits, { message: NO_PASSAGE }),
        ]),
      )
      .max(500),
  ),
});
export type MovedAnchor = z.infer<typeof anchorsForm>["anchors"][number];
