import { asc, count, eq, getTableColumns, ilike, or, sql } from "drizzle-orm";
import { personForm, type PersonFields } from "#shared/schemas/person.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { people, pieceAuthors } from "../../db/schema.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import { assertCan, assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Conflict, NotFound } from "../errors.ts";
import { validate } from "../validate.ts";
import { setTermFromPerson } from "../school-year/mastheads.ts";
import { currentSchoolYear } from "../school-year/setting.ts";
import { rewriteDisplayByline } from "./bylines.ts";
import { freePersonSlug } from "./slugs.ts";

/** People (issue 26, decision 0042): everyone who can stand in a byline. Editors keep them on the
 * People page (capability `people`); any member of staff may look them up for a byline. */

type Actor = SessionUser | null | undefined;
/** The publication's calendar: the People page's masthead fields set the current school year's. */
export type Calendar = { timeZone: string; now?: Date };
const UTC: Calendar = { timeZone: "UTC" };
export type Person = typeof people.$inferSelect;
export type PersonRow = Person & { bylines: number };

const NOT_FOUND = "That person is not in the list any more";
const TITLE = "Could not save the person";

// Spelled with its tables: in a one-table query drizzle writes a bare "id", which the subquery would
// read as its own.
const bylineCount = sql<number>`(select count(*)::int from piece_authors pa where pa.person_id = "people"."id")`;

/** The People page: everyone, masthead first in its order, then by name; `q` filters by name. */
export async function listPeople(db: Db, actor: Actor, q = ""): Promise<PersonRow[]> {
  assertCan(actor, "people");
  return db
    .select({ ...getTableColumns(people), bylines: bylineCount })
    .from(people)
    .where(q.trim() ? ilike(people.name, `%${escapeLike(q.trim())}%`) : undefined)
    .orderBy(sql`${people.onMasthead} desc`, asc(people.mastheadOrder), asc(sql`lower(${people.name})`))
    .limit(500);
}

/** The byline picker's suggestions: people whose name has `q` in it, names starting with it first. */
export async function suggestPeople(
  db: Db,
  actor: Actor,
  q: string,
  limit = 8,
): Promise<{ id: string; name: string; title: string }[]> {
  assertStaff(actor);
  const term = q.trim().slice(0, 100);
  if (!term) return [];
  const pattern = escapeLike(term.toLowerCase());
  return db
    .select({ id: people.id, name: people.name, title: people.title })
    .from(people)
    .where(
      or(sql`lower(${people.name}) like ${`${pattern}%`}`, sql`lower(${people.name}) like ${`%${pattern}%`}`),
    )
    .orderBy(sql`lower(${people.name}) like ${`${pattern}%`} desc`, asc(sql`lower(${people.name})`))
    .limit(limit);
}

export async function getPerson(db: Db, actor: Actor, id: unknown): Promise<Person> {
  assertCan(actor, "people");
  if (!isUuid(id)) throw new NotFound(NOT_FOUND);
  const [row] = await db.select().from(people).where(eq(people.id, id)).limit(1);
  if (!row) throw new NotFound(NOT_FOUND);
  return row;
}

/** Adds a person from the People page's form. */
export async function createPerson(
  db: Db,
  actor: Actor,
  input: unknown,
  calendar: Calendar = UTC,
): Promise<Person> {
  assertCan(actor, "people");
  const fields = validate(personForm, input, TITLE);
  return uniqueSlugRace(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(people)
        .values({ ...fields, slug: await freePersonSlug(tx, fields.name) })
        .returning();
      if (row!.onMasthead) await setTermFromPerson(tx, row!, await yearOf(tx, calendar));
      await audit(tx, actor, row!, "Added", fields);
      return row!;
    }),
  );
}

/** Changes a person. A new name gives a new slug only while they have no byline yet: an author page's
 * address, once linked from published pieces, stays. */
export async function updatePerson(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
  calendar: Calendar = UTC,
): Promise<Person> {
  assertCan(actor, "people");
  const current = await getPerson(db, actor, id);
  const fields = validate(personForm, input, TITLE);
  return uniqueSlugRace(() =>
    db.transaction(async (tx) => {
      const slug =
        fields.name !== current.name && (await bylinesOf(tx, current.id)) === 0
          ? await freePersonSlug(tx, fields.name, current.id)
          : current.slug;
      const [row] = await tx
        .update(people)
        .set({ ...fields, slug, updatedAt: new Date() })
        .where(eq(people.id, current.id))
        .returning();
      if (!row) throw new NotFound(NOT_FOUND);
      if (row.onMasthead || current.onMasthead) await setTermFromPerson(tx, row, await yearOf(tx, calendar));
      if (fields.name !== current.name) await renameInBylines(tx, current.id);
      await audit(tx, actor, row, "Changed", fields);
      return row;
    }),
  );
}

/** Deletes a person who stands in no byline; one with bylines stays (their pages and pieces keep them). */
export async function deletePerson(db: Db, actor: Actor, id: unknown): Promise<Person> {
  assertCan(actor, "people");
  const current = await getPerson(db, actor, id);
  await db.transaction(async (tx) => {
    const n = await bylinesOf(tx, current.id);
    if (n > 0)
      throw new Conflict(
        `${current.name} is in the byline of ${n === 1 ? "a piece" : `${n} pieces`}, so they stay. You can take them off the masthead instead.`,
      );
    await tx.delete(people).where(eq(people.id, current.id));
    await audit(tx, actor, current, "Deleted", {});
  });
  return current;
}

/** The person of a staff account (their default byline): made with the account's name the first time. */
export async function personForUser(db: Db, user: SessionUser): Promise<Person> {
  const [found] = await db.select().from(people).where(eq(people.userId, user.id)).limit(1);
  if (found) return found;
  const name = (user.name || user.username || user.email.split("@")[0] || "Staff").trim().slice(0, 200);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(people)
        .values({ name, slug: await freePersonSlug(tx, name), userId: user.id })
        .returning();
      return row!;
    });
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    // Another request made it (or took the slug) at the same moment.
    const [again] = await db.select().from(people).where(eq(people.userId, user.id)).limit(1);
    if (again) return again;
    throw new Conflict("Please try again: your byline was being set up at the same moment.");
  }
}

export async function bylinesOf(db: Db, personId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pieceAuthors).where(eq(pieceAuthors.personId, personId));
  return row?.n ?? 0;
}

/** A renamed person's pieces: their display bylines are written again from the people in them. */
async function renameInBylines(tx: Db, personId: string): Promise<void> {
  const rows = await tx
    .select({ articleId: pieceAuthors.articleId, creativePieceId: pieceAuthors.creativePieceId })
    .from(pieceAuthors)
    .where(eq(pieceAuthors.personId, personId));
  for (const r of rows)
    await rewriteDisplayByline(
      tx,
      r.articleId ? { articleId: r.articleId } : { creativePieceId: r.creativePieceId! },
    );
}

const yearOf = async (db: Db, calendar: Calendar) =>
  (await currentSchoolYear(db, calendar.timeZone, calendar.now)).start;

async function audit(
  tx: Db,
  actor: SessionUser,
  person: Person,
  verb: string,
  fields: Partial<PersonFields>,
) {
  await recordAudit(tx, actorOf(actor), {
    action: "person",
    subject: { type: "person", id: person.id },
    summary: `${verb} ${person.name}`,
    details: { ...fields, bio: undefined },
  });
}

async function uniqueSlugRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new Conflict("Someone added a person with this name at the same moment. Please save again.");
    throw error;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
