import { eq } from "drizzle-orm";
import { activeFlag, breakingNewsForm, MISSING_FOR_BREAKING_NEWS } from "#shared/schemas/breaking-news.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { breakingNews } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
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

/** The title and content of Add Breaking News and of its Edit: both required, within their lengths. */
function itemForm(input: unknown) {
  const missing = (["title", "content"] as const).filter((f) => !formText(input, f).trim());
  if (missing.length) throw missingFields(missing, MISSING_FOR_BREAKING_NEWS);
  return validate(breakingNewsForm, input);
}

/** Add Breaking News (SPEC.md §2, §5): title and content required; created active. */
export async function addBreakingNews(db: Db, actor: Actor, input: unknown): Promise<BreakingNewsItem> {
  assertStaff(actor);
  const form = itemForm(input);
  const [row] = await db
    .insert(breakingNews)
    .values({ title: form.title, content: form.content, isActive: true })
    .returning(columns);
  return row!;
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
  assertStaff(actor);
  if (!(await itemExists(db, input.id))) throw new NotFound(NOT_FOUND);
  const form = itemForm(input);
  const [row] = await db
    .update(breakingNews)
    .set({ title: form.title, content: form.content })
    .where(eq(breakingNews.id, input.id as string))
    .returning(columns);
  if (!row) throw new NotFound(NOT_UPDATED);
  return row;
}

/** Hide/Show: `active` true shows the item on the website, false hides it. */
export async function setBreakingNewsActive(
  db: Db,
  actor: Actor,
  id: unknown,
  active: unknown,
): Promise<BreakingNewsItem> {
  assertStaff(actor);
  const isActive = validate(activeFlag, active);
  if (!(await itemExists(db, id))) throw new NotFound(NOT_FOUND);
  const [row] = await db
    .update(breakingNews)
    .set({ isActive })
    .where(eq(breakingNews.id, id as string))
    .returning(columns);
  if (!row) throw new NotFound(NOT_UPDATED);
  return row;
}

export async function deleteBreakingNews(db: Db, actor: Actor, id: unknown): Promise<{ id: string }> {
  assertStaff(actor);
  if (!(await itemExists(db, id))) throw new NotFound(NOT_FOUND);
  const [row] = await db
    .delete(breakingNews)
    .where(eq(breakingNews.id, id as string))
    .returning({ id: breakingNews.id });
  if (!row) throw new NotFound(NOT_DELETED);
  return row;
}
