import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { people, staffTerms } from "../../db/schema.ts";
import type { MastheadMember } from "../people/masthead.ts";

/**
 * Mastheads by school year (issue 40, decision 0067): each year's is built from the staff terms people
 * held that year. A year with no terms yet shows the last year that has them: the masthead stays as it
 * was until the rollover or an edit on the People page sets the new year's.
 */

const memberColumns = {
  name: people.name,
  slug: people.slug,
  role: staffTerms.title,
  bio: people.bio,
  photoUrl: people.photoUrl,
  email: people.email,
  showEmail: people.showEmail,
};

/** The masthead of one school year, in its order (then by name). */
export async function mastheadOfYear(db: Db, year: number): Promise<MastheadMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(staffTerms)
    .innerJoin(people, eq(people.id, staffTerms.personId))
    .where(eq(staffTerms.schoolYear, year))
    .orderBy(asc(staffTerms.position), asc(sql`lower(${people.name})`))
    .limit(100);
  return rows.map(({ showEmail, email, ...m }) => ({ ...m, email: showEmail && email ? email : null }));
}

/** The latest school year up to `year` that has a masthead, or null when none has. */
export async function mastheadYearAsOf(db: Db, year: number): Promise<number | null> {
  const [row] = await db
    .select({ year: staffTerms.schoolYear })
    .from(staffTerms)
    .where(lte(staffTerms.schoolYear, year))
    .orderBy(desc(staffTerms.schoolYear))
    .limit(1);
  return row?.year ?? null;
}

/** The masthead in force in `year`: its own, or the last one before it. */
export async function mastheadAsOf(db: Db, year: number): Promise<MastheadMember[]> {
  const shown = await mastheadYearAsOf(db, year);
  return shown === null ? [] : mastheadOfYear(db, shown);
}

/** The school years that have a masthead, newest first (the links of /staff). */
export async function listMastheadYears(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: staffTerms.schoolYear })
    .from(staffTerms)
    .orderBy(desc(staffTerms.schoolYear))
    .limit(200);
  return rows.map((r) => r.year);
}

/** Starts `year`'s masthead as a copy of the last one before it, when the year has none yet. */
export async function carryMastheadInto(db: Db, year: number): Promise<void> {
  const from = await mastheadYearAsOf(db, year);
  if (from === null || from === year) return;
  await db.execute(sql`
    insert into staff_terms (person_id, school_year, title, position)
    select person_id, ${year}, title, position from staff_terms where school_year = ${from}
    on conflict do nothing`);
}

/** A person's place on `year`'s masthead as the People page sets it: on it with a title and order, or
 * off it. The rest of the year's masthead is carried over first, so editing one person keeps the others. */
export async function setTermFromPerson(
  db: Db,
  person: { id: string; onMasthead: boolean; title: string; mastheadOrder: number },
  year: number,
): Promise<void> {
  await carryMastheadInto(db, year);
  if (!person.onMasthead) {
    await db
      .delete(staffTerms)
      .where(and(eq(staffTerms.personId, person.id), eq(staffTerms.schoolYear, year)));
    return;
  }
  await db
    .insert(staffTerms)
    .values({ personId: person.id, schoolYear: year, title: person.title, position: person.mastheadOrder })
    .onConflictDoUpdate({
      target: [staffTerms.personId, staffTerms.schoolYear],
      set: { title: person.title, position: person.mastheadOrder },
    });
}

/** Carries a masthead kept before mastheads had years (people marked 'on the masthead') into `year`,
 * once: run at start-up while no year has a masthead. */
export async function backfillTerms(db: Db, year: number): Promise<number> {
  if ((await mastheadYearAsOf(db, 9999)) !== null) return 0;
  const rows = await db.execute(sql`
    insert into staff_terms (person_id, school_year, title, position)
    select id, ${year}, title, masthead_order from people where on_masthead
    on conflict do nothing
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}
