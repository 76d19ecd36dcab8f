import { desc, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { CATEGORIES, CREATIVE_TYPE_LABELS, CREATIVE_TYPES, type CreativeType } from "#shared/categories.ts";
import { autoExcerpt } from "#shared/excerpt.ts";
import { ARTICLE_NOT_FOUND } from "#shared/texts.ts";
import {
  adminArticleQuery,
  articleUpdateForm,
  MISSING_FOR_ARTICLE_UPDATE,
  missingForArticleUpdate,
} from "#shared/schemas/article.ts";
import {
  adminCreativeQuery,
  creativeUpdateForm,
  MISSING_FOR_CREATIVE_UPDATE,
  missingForCreativeUpdate,
} from "#shared/schemas/creative.ts";
import type { Db } from "../../db/client.ts";
import type { Capability } from "#shared/roles.ts";
import type { PageChange } from "#shared/page-change.ts";
import { articles, creativePieces, staticPages } from "../../db/schema.ts";
import * as article from "../articles/columns.ts";
import { articleUser } from "../articles/slug.ts";
import * as creative from "../creative/columns.ts";
import type { MediaUser } from "../media/uses.ts";
import { validate } from "../validate.ts";
import type { Counted } from "./count.ts";
import { countArticles, countCreative } from "./list-counts.ts";

/** The kinds of piece the portal lists in Manage. An opinion piece is an article in Opinion. */
export type ListKindName = "article" | "opinion" | "creative";
/** Every kind the one editor writes: the listed ones and the static pages (decision 0047). */
export type KindName = ListKindName | "page";

/** What the portal edits of each kind, and a row of its Manage list. */
export type Editable = {
  article: article.EditableArticle;
  opinion: article.EditableArticle;
  creative: creative.EditableCreativePiece;
};
export type AdminRow = {
  article: article.AdminArticleRow;
  opinion: article.AdminArticleRow;
  creative: creative.AdminCreativeRow;
};

/** The fields a required-fields check reads. */
type Required = { title: string; content: string; author: string; excerpt: string };

/**
 * What the portal's operations (./portal.ts) need to know of a kind: its table, its texts, its forms
 * and how it is listed. Everything else (the staff check, sanitizing, the required fields, the
 * existence check, the media uses, paging and counting) is the same for every kind and written once.
 */
export type ContentKind = {
  table: typeof articles | typeof creativePieces;
  /** SPEC.md §5's 404s. */
  notFound: string;
  notUpdated: string;
  notDeleted: string;
  editColumns: typeof article.editColumns | typeof creative.editColumns;
  rowColumns: typeof article.adminRowColumns | typeof creative.adminRowColumns;
  mediaUser(id: string): MediaUser;
  missingForUpdate(fields: Required): string[];
  missingForUpdateToast: { title: string; message: string };
  /** The row's id and its changes, of a checked edit form (its required fields checked already). */
  updated(
    input: unknown,
    content: string,
    now: Date,
  ): {
    id: string;
    changes: Partial<typeof articles.$inferInsert> | Partial<typeof creativePieces.$inferInsert>;
  };
  /** Manage list: its query; `within` one category or type. */
  listQuery(query: unknown): { q?: string; page: number; within?: string };
  /** The column of the category or type, and those whose name contains a search's text. */
  classColumn: PgColumn;
  classesMatching(q: string): string[];
  /** The count of a list without a search, as migration 0007's triggers keep it. */
  countAll(db: Db, within: string | undefined): Promise<Counted>;
  newestFirst: SQL[];
};

const ARTICLE: ContentKind = {
  table: articles,
  notFound: ARTICLE_NOT_FOUND,
  notUpdated: "No article was updated - it may not exist or you may not have permission",
  notDeleted: "No article was deleted - it may not exist or you may not have permission",
  editColumns: article.editColumns,
  rowColumns: article.adminRowColumns,
  mediaUser: articleUser,
  missingForUpdate: missingForArticleUpdate,
  missingForUpdateToast: MISSING_FOR_ARTICLE_UPDATE,
  updated(input, content, now) {
    const form = validate(articleUpdateForm, input);
    const changes = {
      title: form.title,
      excerpt: form.excerpt,
      content,
      author: form.author,
      ...(form.category ? { category: form.category } : {}),
      featured: form.featured,
      imageUrl: form.imageUrl,
      imageCaption: form.imageCaption,
      imageAlt: form.imageAlt,
      updatedAt: now,
    };
    return { id: form.id, changes };
  },
  listQuery(query) {
    const { q, category, page } = adminArticleQuery.parse(query ?? {});
    return { q, page, within: category };
  },
  classColumn: articles.category,
  classesMatching: (q) => CATEGORIES.filter((c) => c.toLowerCase().includes(q.toLowerCase())),
  countAll: (db, within) => countArticles(db, { categories: within ? [within] : null, publishedOnly: false }),
  newestFirst: [desc(articles.publishedAt), desc(articles.createdAt), desc(articles.id)],
};

const CREATIVE: ContentKind = {
  table: creativePieces,
  notFound: "Creative piece not found",
  notUpdated: "No creative piece was updated - it may not exist or you may not have permission",
  notDeleted: "No creative piece was deleted - it may not exist or you may not have permission",
  editColumns: creative.editColumns,
  rowColumns: creative.adminRowColumns,
  mediaUser: (id) => ({ creativePieceId: id }),
  missingForUpdate: missingForCreativeUpdate,
  missingForUpdateToast: MISSING_FOR_CREATIVE_UPDATE,
  updated(input, content, now) {
    const form = validate(creativeUpdateForm, input);
    const changes = {
      title: form.title,
      ...(form.type ? { type: form.type } : {}),
      author: form.author,
      excerpt: form.excerpt || autoExcerpt(content),
      content,
      imageUrl: form.imageUrl,
      imageAlt: form.imageAlt,
      updatedAt: now,
    };
    return { id: form.id, changes };
  },
  listQuery: (query) => adminCreativeQuery.parse(query ?? {}),
  classColumn: creativePieces.type,
  /** 'visual' and 'arts' find visual_art: the value or the label. */
  classesMatching(q) {
    const needle = q.toLowerCase();
    return CREATIVE_TYPES.filter(
      (t) => t.includes(needle) || CREATIVE_TYPE_LABELS[t].toLowerCase().includes(needle),
    );
  },
  countAll: (db, within) =>
    countCreative(db, { type: within as CreativeType | undefined, publishedOnly: false }),
  newestFirst: [desc(creativePieces.publishedAt), desc(creativePieces.id)],
};

export const KINDS: Record<ListKindName, ContentKind> = {
  article: ARTICLE,
  opinion: ARTICLE,
  creative: CREATIVE,
};

/** What the editor's operations (editing, history, access) need of every kind: its table, its 404, the
 * capability that opens it and whether it has a byline (people) and media uses. */
export type EditedKind = {
  table: typeof articles | typeof creativePieces | typeof staticPages;
  notFound: string;
  capability: Capability;
  /** Bylines, media uses, review and schedule: a static page has none of them. */
  piece: boolean;
  /** The public pages a change that readers see drops (decision 0016). */
  drops(row: { slug?: string | null }): PageChange;
};

const PIECE = (kind: ContentKind): EditedKind => ({
  table: kind.table,
  notFound: kind.notFound,
  capability: "write",
  piece: true,
  drops: () => "content",
});

export const PAGE_NOT_FOUND = "Page not found";
export const PAGE_ALWAYS_PUBLISHED = "A page is always published: Update shows your changes to readers";

export const EDITED: Record<KindName, EditedKind> = {
  article: PIECE(ARTICLE),
  opinion: PIECE(ARTICLE),
  creative: PIECE(CREATIVE),
  page: {
    table: staticPages,
    notFound: PAGE_NOT_FOUND,
    capability: "editPages",
    piece: false,
    drops: (row) => ({ page: row.slug ?? "" }),
  },
};
