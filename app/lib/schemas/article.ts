import { z } from "zod";
import { CATEGORIES } from "../categories.ts";

const required = (label: string) => z.string().trim().min(1, `${label} is required`);
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || null)
  .pipe(
    z
      .url({ protocol: /^https?$/ })
      .or(z.string().regex(/^\/[^/]/))
      .nullable(),
  );

export const articleInput = z.object({
  title: required("Title").max(300),
  slug: z.string().trim().max(200).optional(),
  excerpt: z.string().trim().max(1000).optional(),
  content: required("Content").max(500_000),
  category: z.enum(CATEGORIES),
  author: required("Author").max(200),
  imageUrl: optionalUrl.nullish(),
  imageCaption: z
    .string()
    .trim()
    .max(500)
    .transform((v) => v || null)
    .nullish(),
  featured: z.boolean().default(false),
  publishedAt: z.date().nullish(),
});

export type ArticleInput = z.input<typeof articleInput>;
