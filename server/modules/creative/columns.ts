import type { Status } from "#shared/lifecycle.ts";
import type { CreativeType } from "#shared/categories.ts";
import { creativePieces } from "../../db/schema.ts";

/** A row of Manage Creative Pieces (SPEC.md §2: Title, Type, Author, Published, Excerpt). */
export const adminRowColumns = {
  id: creativePieces.id,
  title: creativePieces.title,
  type: creativePieces.type,
  author: creativePieces.author,
  publishedAt: creativePieces.publishedAt,
  excerpt: creativePieces.excerpt,
  status: creativePieces.status,
  scheduledFor: creativePieces.scheduledFor,
};

export type AdminCreativeRow = {
  id: string;
  title: string;
  type: CreativeType;
  author: string;
  /** Null until it is published. */
  publishedAt: Date | null;
  excerpt: string;
  status: Status;
  /** When a scheduled piece goes out. */
  scheduledFor: Date | null;
};

/** Everything the portal edits or shows of a piece. */
export const editColumns = {
  ...adminRowColumns,
  content: creativePieces.content,
  imageUrl: creativePieces.imageUrl,
  imageAlt: creativePieces.imageAlt,
  tags: creativePieces.tags,
  updatedAt: creativePieces.updatedAt,
};

export type EditableCreativePiece = AdminCreativeRow & {
  content: string;
  imageUrl: string | null;
  imageAlt: string;
  tags: string[];
  updatedAt: Date;
};
