import { z } from "#shared/zod.ts";

/** A static page's editor form (decision 0047): its title, its standfirst (`excerpt`) and its body. */
export const pageForm = z.object({
  title: z.string().trim().max(200, "Title must be 200 characters or fewer").default(""),
  excerpt: z.string().trim().max(500, "Standfirst must be 500 characters or fewer").default(""),
  content: z.string().max(200_000, "The page is too long").default(""),
});

/** Update's check: a page needs a title and a body. */
export const MISSING_FOR_PAGE = {
  title: "Missing Fields",
  message: "A page needs a title and some text",
} as const;

export function missingForPage(fields: { title?: unknown; content?: unknown }): ("title" | "content")[] {
  const empty = (v: unknown) => typeof v !== "string" || v.replace(/<[^>]*>/g, "").trim() === "";
  return [
    ...(empty(fields.title) ? (["title"] as const) : []),
    ...(empty(fields.content) ? (["content"] as const) : []),
  ];
}
