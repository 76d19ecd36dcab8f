import { desc, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { CATEGORIES, CREATIVE_TYPE_LABELS, CREATIVE_TYPES } from "#shared/categories.ts";
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
 * How Manage lists and edits a kind (./portal.ts, ./forms.ts): its table, its texts, its forms and how
 * it is listed. Everything else (the staff check, sanitizing, the required fields, the existence check,
 * the media uses, paging and counting) is the same for every kind and written once.
 */
export type ListedKind = {
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

const ARTICLE_LIST: ListedKind = {
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

const CREATIVE_LIST: ListedKind = {
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
    countCreative(db, { type: CREATIVE_TYPES.find((t) => t === within), publishedOnly: false }),
  newestFirst: [desc(creativePieces.publishedAt), desc(creativePieces.id)],
};

/**
 * The one registry of the kinds of piece: each declares its table, its 404, the capability that writes
 * it, where readers find it, what a change readers see drops (decision 0016), and, for the kinds Manage
 * lists, how it is listed. A new kind is an entry here and its own table's fields.
 */
export type Kind<L extends ListedKind | null = ListedKind | null> = {
  table: typeof articles | typeof creativePieces | typeof staticPages;
  notFound: string;
  capability: Capability;
  /** Bylines, media uses, review and schedule: a static page has none of them. */
  piece: boolean;
  /** Where readers find it once it is published. */
  publicHref(row: { id: string; slug?: string | null }): string;
  /** The public pages a change that readers see drops. */
  drops(row: { slug?: string | null }): PageChange;
  list: L;
};

export const PAGE_NOT_FOUND = "Page not found";
export const PAGE_ALWAYS_PUBLISHED = "A page is always published: Update shows your changes to readers";

const ARTICLE: Kind<ListedKind> = {
  table: articles,
  notFound: ARTICLE_LIST.notFound,
  capability: "write",
  piece: true,
  publicHref: (row) => `/article/${row.slug ?? ""}`,
  drops: () => "content",
  list: ARTICLE_LIST,
};

export const KINDS = {
  article: ARTICLE,
  opinion: ARTICLE,
  creative: {
    table: creativePieces,
    notFound: CREATIVE_LIST.notFound,
    capability: "write",
    piece: true,
    publicHref: (row) => `/creative?piece=${row.id}`,
    drops: () => "content",
    list: CREATIVE_LIST,
  },
  page: {
    table: staticPages,
    notFound: PAGE_NOT_FOUND,
    capability: "editPages",
    piece: false,
    publicHref: (row) => `/${row.slug ?? ""}`,
    drops: (row) => ({ page: row.slug ?? "" }),
    list: null,
  },
} satisfies Record<ListKindName, Kind<ListedKind>> & Record<"page", Kind<null>>;
