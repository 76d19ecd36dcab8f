export const CATEGORIES = [
  "Politics",
  "Business",
  "Opinion",
  "Creative",
  "Culture",
  "History",
  "International",
  "Regional",
  "India",
  "Bangladesh",
  "Myanmar",
  "Science",
  "Lifestyle",
  "Entertainment",
  "General",
] as const;

export type Category = (typeof CATEGORIES)[number];

export const DEFAULT_CATEGORY: Category = "Politics";

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** Path segments of the shared category page (SPEC.md §2). Technology and Style have no category of
 * their own in the enumeration: their pages list Science and Lifestyle (decision 0002). General is a
 * category, the 15th after SPEC's 14 (issue 28 files there an imported post that matches none of ours),
 * and its page still lists every category, General's own articles among them. */
export const SHARED_CATEGORY_PATHS = [
  "culture",
  "technology",
  "style",
  "history",
  "general",
  "international",
  "regional",
  "india",
  "bangladesh",
  "myanmar",
  "lifestyle",
  "entertainment",
  "science",
] as const;

export const DEDICATED_CATEGORY_PATHS = ["politics", "business", "opinion"] as const;

/** 'culture' -> 'Culture': the category named by a path segment. */
export function categoryFromPath(segment: string): string {
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

/** The MORE dropdown: every category after Politics, Business, Opinion and Creative (which have their
 * own places in the main navigation), in the enumeration's order. */
export const MORE_MENU_CATEGORIES = CATEGORIES.slice(4);

export const TRENDING_TOPICS = ["Politics", "Business", "Culture", "Technology", "Style", "General"] as const;

export const CREATIVE_TYPES = ["poetry", "prose", "visual_art", "photography"] as const;
export type CreativeType = (typeof CREATIVE_TYPES)[number];
export const CREATIVE_TYPE_LABELS: Record<CreativeType, string> = {
  poetry: "Poetry",
  prose: "Prose",
  visual_art: "Visual Arts",
  photography: "Photography",
};
