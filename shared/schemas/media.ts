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
