import { BREAKING_NEWS_INCOMPLETE, MISSING_FIELDS } from "../texts.ts";
import { z } from "#shared/zod.ts";
import { text } from "./fields.ts";

export const BREAKING_TITLE_MAX = 200;
export const BREAKING_CONTENT_MAX = 2000;

/** The toast of SPEC.md §5 when Add Breaking News is pressed with a field empty. */
export const MISSING_FOR_BREAKING_NEWS = {
  title: MISSING_FIELDS,
  message: BREAKING_NEWS_INCOMPLETE,
} as const;

/** Add Breaking News: title and content, both required. */
export const breakingNewsForm = z.object({
  title: text(BREAKING_TITLE_MAX, "The title"),
  content: text(BREAKING_CONTENT_MAX, "The content"),
});

export type BreakingNewsForm = z.input<typeof breakingNewsForm>;

/** Hide/Show posts active as "true" or "false". */
export const activeFlag = z
  .union([z.boolean(), z.enum(["true", "false"])], {
    message: "Active must be true or false",
  })
  .transform((v) => v === true || v === "true");
