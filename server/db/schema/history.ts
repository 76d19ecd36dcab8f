import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts } from "./columns.ts";
import { articles, creativePieces, type PieceFields } from "./content.ts";
import { staticPages } from "./pages.ts";

/** The piece a row belongs to: an article (opinion pieces among them) or a creative piece, exactly one,
 * and it goes with its piece. */
const piece = () => ({
  articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
  creativePieceId: uuid("creative_piece_id").references(() => creativePieces.id, { onDelete: "cascade" }),
});
const onePiece = (table: string, columns = "article_id, creative_piece_id") =>
  check(`${table}_one_piece_check`, sql.raw(`num_nonnulls(${columns}) = 1`));

/** Every editorial field of a piece at one moment, with who wrote it, when and why (issue 25). */
export const revisions = pgTable(
  "revisions",
  {
    id: id(),
    ...piece(),
    /** Or a static page's (issue 27, decision 0047): pages keep a history as pieces do. */
    staticPageId: uuid("static_page_id").references(() => staticPages.id, { onDelete: "cascade" }),
    /** The piece's version this revision holds. */
    version: integer("version").notNull(),
    fields: jsonb("fields").$type<PieceFields>().notNull(),
    /** 'Saved', 'Published', 'Autosaved', 'Restored from …', a takedown's reason, … */
    reason: text("reason").notNull(),
    /** An autosave's revision, pruned first. */
    auto: integer("auto").notNull().default(0),
    /** The writer's account, without a foreign key: the history outlives accounts, and keeps the name. */
    userId: uuid("user_id"),
    /** The writer's name as it was, kept when the account goes. */
    userName: text("user_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    onePiece("revisions", "article_id, creative_piece_id, static_page_id"),
    index("revisions_article_idx")
      .on(t.articleId, t.createdAt.desc())
      .where(sql`${t.articleId} is not null`),
    index("revisions_creative_idx")
      .on(t.creativePieceId, t.createdAt.desc())
      .where(sql`${t.creativePieceId} is not null`),
    index("revisions_static_page_idx")
      .on(t.staticPageId, t.createdAt.desc())
      .where(sql`${t.staticPageId} is not null`),
  ],
);

/** A link that shows an unpublished piece to whoever has it (issue 25): only the token's hash is kept. */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: id(),
    ...piece(),
    tokenHash: text("token_hash").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    onePiece("preview_links"),
    uniqueIndex("preview_links_token_idx").on(t.tokenHash),
    index("preview_links_article_idx")
      .on(t.articleId)
      .where(sql`${t.articleId} is not null`),
    index("preview_links_creative_idx")
      .on(t.creativePieceId)
      .where(sql`${t.creativePieceId} is not null`),
  ],
);

/** A dated correction under a published piece's headline (issue 25). */
export const corrections = pgTable(
  "corrections",
  {
    id: id(),
    ...piece(),
    note: text("note").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    onePiece("corrections"),
    index("corrections_article_idx")
      .on(t.articleId, t.createdAt)
      .where(sql`${t.articleId} is not null`),
    index("corrections_creative_idx")
      .on(t.creativePieceId, t.createdAt)
      .where(sql`${t.creativePieceId} is not null`),
  ],
);

/** Who has a piece open in the editor, refreshed by each editor's heartbeat (issue 25): the editor says
 * so to the others without locking anyone out. One row a piece and person. */
export const editorPresence = pgTable(
  "editor_presence",
  {
    /** 'article:<id>' or 'creative:<id>'. */
    pieceKey: text("piece_key").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    seenAt: ts("seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pieceKey, t.userId] })],
);
