import { z } from "#shared/zod.ts";

export const ALT_TEXT_MAX_LENGTH = 300;

/** The words sent with an uploaded image: its alt text, optional. */
export const imageUploadInput = z.object({
  alt: z
    .string()
    .trim()
    .max(ALT_TEXT_MAX_LENGTH, `Alt text can be at most ${ALT_TEXT_MAX_LENGTH} characters long.`)
    .default(""),
});

export const CREDIT_MAX_LENGTH = 200;

/** An image's credit as posted: a name or a free text (empty clears it), or a person's id. */
export const imageCreditInput = z.object({
  credit: z
    .string()
    .trim()
    .max(CREDIT_MAX_LENGTH, `A credit can be at most ${CREDIT_MAX_LENGTH} characters long.`)
    .default(""),
  person: z.string().trim().default(""),
});
