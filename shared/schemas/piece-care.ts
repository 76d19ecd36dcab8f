import { z } from "#shared/zod.ts";

/** What the portal's Preview links, Corrections and Takedown panels post (issue 25), checked by the
 * panels for their hints and by the domain (server/modules/content/{previews,corrections,takedown}.ts)
 * for real. */

export const PIECE_KINDS = ["article", "opinion", "creative"] as const;
export const KIND_MESSAGE = "Please choose article, opinion or creative";

export const CORRECTION_MAX = 1000;
export const TAKEDOWN_REASON_MAX = 500;
export const AUTHOR_MAX = 200;

/** The byline a takedown shows when it removes the author's name. */
export const STAFF_BYLINE = "Staff";

/** One line of plain text: control characters (a form's stray NUL or escape) are dropped. */
const plain = (value: string) =>
  [...value].filter((c) => c === "\t" || c === "\n" || (c >= " " && c !== "\u007f")).join("");

export const correctionForm = z.object({
  note: z
    .string({ message: "Please write the correction" })
    .transform(plain)
    .pipe(
      z
        .string()
        .trim()
        .min(1, "Please write the correction")
        .max(CORRECTION_MAX, `A correction can be at most ${CORRECTION_MAX} characters long`),
    ),
});

/** `noindex` and `author` are left as they are when absent; an empty author means the byline 'Staff'. */
export const takedownForm = z.object({
  reason: z
    .string({ message: "Please give the reason for the takedown" })
    .transform(plain)
    .pipe(
      z
        .string()
        .trim()
        .min(1, "Please give the reason for the takedown")
        .max(TAKEDOWN_REASON_MAX, `The reason can be at most ${TAKEDOWN_REASON_MAX} characters long`),
    ),
  noindex: z.boolean().optional(),
  author: z
    .string({ message: "The byline must be text" })
    .transform(plain)
    .pipe(z.string().trim().max(AUTHOR_MAX, `The byline can be at most ${AUTHOR_MAX} characters long`))
    .optional(),
});
export type TakedownInput = z.input<typeof takedownForm>;

export const REVIEW_NOTE_MAX = 1000;
export const REVIEW_NOTE_MISSING = "Please say what needs to change, for the writer.";

/** Return with a note (issue 26): what the writer reads as 'Needs changes: …'. */
export const returnForm = z.object({
  note: z
    .string({ message: REVIEW_NOTE_MISSING })
    .transform(plain)
    .pipe(
      z
        .string()
        .trim()
        .min(1, REVIEW_NOTE_MISSING)
        .max(REVIEW_NOTE_MAX, `A note can be at most ${REVIEW_NOTE_MAX} characters long`),
    ),
});
