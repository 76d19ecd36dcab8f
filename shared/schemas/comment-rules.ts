import { z } from "#shared/zod.ts";
import { COMMENT_MODES } from "../comment-modes.ts";

/** The most blocked words (or phrases) the editors may list, and the longest each may be. */
export const BLOCKED_WORDS_MAX = 500;
export const BLOCKED_WORD_LENGTH = 60;
export const LINK_LIMIT_MAX = 50;

/** The Comments page's settings form: the site's mode, the link limit, and the blocked words, one a
 * line (or comma-separated), case ignored, duplicates dropped. */
export const commentRulesForm = z.object({
  mode: z.enum(COMMENT_MODES, { message: "Choose how the site takes comments." }),
  linkLimit: z.coerce
    .number({ message: "The link limit must be a whole number." })
    .int("The link limit must be a whole number.")
    .min(0, "The link limit cannot be negative.")
    .max(LINK_LIMIT_MAX, `The link limit can be at most ${LINK_LIMIT_MAX}.`),
  blockedWords: z
    .string()
    .default("")
    .transform((text) => [
      ...new Set(
        text
          .split(/[\n,]/)
          .map((w) => w.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(
          z
            .string()
            .max(BLOCKED_WORD_LENGTH, `A blocked word can be at most ${BLOCKED_WORD_LENGTH} characters.`),
        )
        .max(BLOCKED_WORDS_MAX, `At most ${BLOCKED_WORDS_MAX} blocked words.`),
    ),
});
