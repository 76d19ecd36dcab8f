import fs from "node:fs";
import { CATEGORIES, type Category } from "#shared/categories.ts";
import { UnreadableExport, type SourceCategory } from "./source.ts";

/**
 * A post's category here (decision 0052): the first of its categories whose name or slug is one of
 * ours (case aside), else the first the map file names, else General (issue 28; not the form's default,
 * Politics, which would file a sports story under Politics). Creative is not a target: creative pieces
 * are their own kind, which no post of another system becomes.
 */
export const IMPORT_FALLBACK_CATEGORY: Category = "General";

export const IMPORT_CATEGORIES = CATEGORIES.filter((c) => c !== "Creative");

export type CategoryMap = Map<string, Category>;

const key = (text: string) => text.trim().toLowerCase();

function ours(name: string): Category | undefined {
  return IMPORT_CATEGORIES.find((c) => key(c) === key(name));
}

/** The map file (`{ "Their name": "Our Category" }`), checked: every value one of our categories. */
export function readCategoryMap(file: string | undefined): CategoryMap {
  const map: CategoryMap = new Map();
  if (!file) return map;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UnreadableExport(`Cannot read the category map ${file}: ${code ?? (error as Error).message}`);
  }
  if (!json || typeof json !== "object" || Array.isArray(json))
    throw new UnreadableExport(
      `The category map ${file} must be a JSON object: { "Their name": "Our Category" }`,
    );
  for (const [theirs, value] of Object.entries(json)) {
    const category = typeof value === "string" ? ours(value) : undefined;
    if (!category)
      throw new UnreadableExport(
        `The category map gives "${String(value)}" for "${theirs}", which is not one of ours: ${IMPORT_CATEGORIES.join(", ")}`,
      );
    map.set(key(theirs), category);
  }
  return map;
}

export type Mapped = { category: Category; from: string };

/** The category of a post with these source categories, and the source name it came from ('(none)'
 * for a post without any). */
export function mapCategory(categories: SourceCategory[], map: CategoryMap): Mapped {
  for (const c of categories) {
    const found = ours(c.name) ?? ours(c.slug);
    if (found) return { category: found, from: c.name };
  }
  for (const c of categories) {
    const found = map.get(key(c.name)) ?? map.get(key(c.slug));
    if (found) return { category: found, from: c.name };
  }
  return { category: IMPORT_FALLBACK_CATEGORY, from: categories[0]?.name ?? "(none)" };
}
