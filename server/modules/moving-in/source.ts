import type { SourceSystem } from "#shared/import-report.ts";

/**
 * An export of another publishing system as the import reads it (issue 28, decision 0052): WordPress's
 * WXR (./wxr.ts, SNO Sites' too) and Ghost's JSON (./ghost.ts) both become this, and everything after
 * the reading is written once.
 */

export type { SourceSystem };

/** What the source says of a post's state; 'skipped' ones (private, trash, …) are reported, not
 * imported. */
export type SourceStatus = "draft" | "review" | "published" | "scheduled" | "skipped";

export type SourceAuthor = { id: string; name: string; slug: string };

export type SourceCategory = { name: string; slug: string };

export type SourceImage = { url: string; alt: string; caption: string };

export type CommentState = "approved" | "pending" | "spam" | "trash";

export type SourceComment = {
  id: string;
  parentId: string | null;
  author: string;
  date: Date;
  /** Plain text or the source's simple HTML. */
  content: string;
  state: CommentState;
};

export type SourcePost = {
  id: string;
  type: "post" | "page";
  title: string;
  slug: string;
  status: SourceStatus;
  /** The source's own word for it ('private', 'trash'), for the report. */
  sourceStatus: string;
  publishedAt: Date | null;
  modifiedAt: Date | null;
  /** The body as the source stores it; `classic` when it may need WordPress's paragraphs (./wpautop.ts). */
  html: string;
  classic: boolean;
  excerpt: string;
  categories: SourceCategory[];
  tags: string[];
  /** The source's author ids, in byline order. */
  authorIds: string[];
  featuredImage: SourceImage | null;
  /** The export's images by id, for its galleries (`[gallery ids="…"]`, decision 0072). */
  images?: ReadonlyMap<string, SourceImage>;
  /** Paths (with their query) that answered with the post on the old site. */
  oldPaths: string[];
  comments: SourceComment[];
};

export type SourceExport = {
  system: SourceSystem;
  /** The old site's address, which tells one site's export from another's. */
  site: string;
  authors: SourceAuthor[];
  /** In the export's order; a WXR file's are read as the import takes them (./wxr.ts). */
  posts: Iterable<SourcePost> | AsyncIterable<SourcePost>;
};

/** An export that cannot be read: the CLI prints its message as one line. */
export class UnreadableExport extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadableExport";
  }
}

/** A date of the source, or null for none (WordPress writes '0000-00-00 00:00:00' for none). */
export function sourceDate(value: unknown, utc = true): Date | null {
  if (typeof value !== "string" || !value.trim() || value.startsWith("0000")) return null;
  const text = value.trim();
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)
    ? `${text.replace(" ", "T")}${utc ? "Z" : ""}`
    : text;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The path and query of a URL of the old site, as old_paths keeps it ('/2026/10/14/slug/'). */
export function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url, "http://old.invalid");
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}
