import { eq } from "drizzle-orm";
import { activeFlag, breakingNewsForm, MISSING_FOR_BREAKING_NEWS } from "#shared/schemas/breaking-news.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { breakingNews } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { NotFound } from "../errors.ts";
import { formText, missingFields, validate } from "../validate.ts";
import type { BreakingNewsItem } from "./queries.ts";

type Actor = SessionUser | null | undefined;

const NOT_FOUND = "Breaking news not found";
const NOT_UPDATED = "No breaking news was updated - it may not exist or you may not have permission";
const NOT_DELETED = "No breaking news was deleted - it may not exist or you may not have permission";

const columns = {
  id: breakingNews.id,
  title: breakingNews.title,
  content: breakingNews.content,
  isActive: breakingNews.isActive,
  createdAt: breakingNews.createdAt,
};

/** The audit log's entry for a change of breaking news (issue 26), in the change's transaction. */
const audited = (tx: Db, actor: SessionUser, change: string, item: { id: string; title?: string }) =>
  recordAudit(tx, actorOf(actor), {
    action: "breaking-news",
    subject: { type: "breaking-news", id: item.id },
    summary: item.title ?? "",
    details: { change },
  });

/** The title and content of Add Breaking News and of its Edit: both required, within their lengths. */
function itemForm(input: unknown) {
  const missing = (["title", "content"] as const).filter((f) => !formText(input, f).trim());
  if (missing.length) throw missingFields(missing, MISSING_FOR_BREAKING_NEWS);
  return validate(breakingNewsForm, input);
}

/** Add Breaking News (SPEC.md §2, §5): title and content required; created active. */
export async function addBreakingNews(db: Db, actor: Actor, input: unknown): Promise<BreakingNewsItem> {
  assertCan(actor, "breakingNews");
  const form = itemForm(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(breakingNews)
      .values({ title: form.title, content: form.content, isActive: true })
      .returning(columns);
    await audited(tx, actor, "added", row!);
    return row!;
  });
}

async function itemExists(db: Db, id: unknown): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: breakingNews.id })
    .from(breakingNews)
    .where(eq(breakingNews.id, id))
    .limit(1);
  return !!row;
}

/** Edit: a new title and content for item `input.id`, checked as Add checks them; it stays as active
 * or hidden as it was, and keeps its place in the list. */
export async function updateBreakingNews(
  db: Db,
  actor: Actor,
  input: { id?: unknown } & Record<string, unknown>,
): Promise<BreakingNewsItem> {
  assertCan(actor, "breakingNews");
  if (!(await itemExists(db, input.id))) throw new NotFound(NOT_FOUND);
  const form = itemForm(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(breakingNews)
      .set({ title: form.title, content: form.content })
      .where(eq(breakingNews.id, input.id as string))
      .returning(columns);
    if (!row) throw new NotFound(NOT_UPDATED);
    await audited(tx, actor, "edited", row);
    return row;
  });
}

/** Hide/Show: `active` true shows the item on the website, false hides it. */
export async function setBreakingNewsActive(
  db: Db,
  actor: Actor,
  id: unknown,
  active: unknown,
): Promise<BreakingNewsItem> {
  assertCan(actor, "breakingNews");
  const isActive = validate(activeFlag, active);
  if (!(await itemExists(db, id))) throw new NotFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(breakingNews)
      .set({ isActive })
      .where(eq(breakingNews.id, id as string))
      .returning(columns);
    if (!row) throw new NotFound(NOT_UPDATED);
    await audited(tx, actor, isActive ? "shown" : "hidden", row);
    return row;
  });
}

export async function deleteBreakingNews(db: Db, actor: Actor, id: unknown): Promise<{ id: string }> {
  assertCan(actor, "breakingNews");
  if (!(await itemExists(db, id))) throw new NotFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(breakingNews)
      .where(eq(breakingNews.id, id as string))
      .returning({ id: breakingNews.id, title: breakingNews.title });
    if (!row) throw new NotFound(NOT_DELETED);
    await audited(tx, actor, "deleted", row);
    return { id: row.id };
  });
}
