import { and, asc, count, desc, eq, isNull, ne } from "drizzle-orm";
import { SPORTS_TEXTS as T } from "#shared/sports.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { teamForm } from "#shared/schemas/sports.ts";
import { slugify } from "#shared/slug.ts";
import type { Db } from "../../db/client.ts";
import { sportGames, sportTeams } from "../../db/schema.ts";
import { assertCan, assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Conflict, NotFound } from "../errors.ts";
import { currentSchoolYear } from "../school-year/setting.ts";
import { validate } from "../validate.ts";

type Actor = SessionUser | null | undefined;
export type Team = typeof sportTeams.$inferSelect;

async function freeSlug(db: Db, wanted: string, exceptId: string | null): Promise<string> {
  const slug = slugify(wanted).slice(0, 80).replace(/-+$/, "") || "team";
  const [taken] = await db
    .select({ id: sportTeams.id })
    .from(sportTeams)
    .where(
      exceptId ? and(eq(sportTeams.slug, slug), ne(sportTeams.id, exceptId)) : eq(sportTeams.slug, slug),
    );
  if (taken) throw new Conflict(T.slugTaken, { slug: T.slugTaken });
  return slug;
}

async function audit(db: Db, actor: SessionUser, team: Team, change: string) {
  await recordAudit(db, actorOf(actor), {
    action: "sports-team",
    subject: { type: "sports-team", id: team.id },
    summary: team.name,
    details: { change },
  });
}

/** Adds a team for the school year now running (decision 0067's calendar). */
export async function createTeam(db: Db, actor: Actor, input: unknown, timeZone: string) {
  assertCan(actor, "sports");
  const form = validate(teamForm, input);
  const slug = await freeSlug(db, form.slug || form.name, null);
  const { start } = await currentSchoolYear(db, timeZone);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sportTeams)
      .values({ ...form, slug, schoolYear: start })
      .returning();
    await audit(tx, actor, row!, "added");
    return row!;
  });
}

export async function updateTeam(db: Db, actor: Actor, input: unknown) {
  assertCan(actor, "sports");
  const id = (input as { id?: unknown } | null)?.id;
  if (!isUuid(id)) throw new NotFound(T.teamNotFound);
  const form = validate(teamForm, input);
  const current = await liveTeam(db, id);
  const slug = await freeSlug(db, form.slug || current.slug, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sportTeams)
      .set({ ...form, slug })
      .where(eq(sportTeams.id, id))
      .returning();
    await audit(tx, actor, row!, "changed");
    return row!;
  });
}

/** Deletes a team: one without games goes; one with games is kept for its record, hidden from the
 * site and the portal (`deleted_at`), so a recap's link and last year's record stay true. */
export async function deleteTeam(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, "sports");
  if (!isUuid(id)) throw new NotFound(T.teamNotFound);
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(sportGames)
      .where(eq(sportGames.teamId, id));
    const [row] =
      n > 0
        ? await tx
            .update(sportTeams)
            .set({ deletedAt: new Date() })
            .where(and(eq(sportTeams.id, id), isNull(sportTeams.deletedAt)))
            .returning()
        : await tx
            .delete(sportTeams)
            .where(and(eq(sportTeams.id, id), isNull(sportTeams.deletedAt)))
            .returning();
    if (!row) throw new NotFound(T.teamNotFound);
    await audit(tx, actor, row, n > 0 ? "hidden" : "deleted");
    return { team: row, kept: n > 0 ? T.teamHasGames(n) : null };
  });
}

/** A team that is not deleted, or NotFound. */
export async function liveTeam(db: Db, id: string): Promise<Team> {
  const [row] = await db.select().from(sportTeams).where(eq(sportTeams.id, id)).limit(1);
  if (!row || row.deletedAt) throw new NotFound(row ? T.teamDeleted : T.teamNotFound);
  return row;
}

/** A team by its address, deleted or not: the public page tells the two apart. */
export async function teamBySlug(db: Db, slug: string): Promise<Team | null> {
  const [row] = await db.select().from(sportTeams).where(eq(sportTeams.slug, slug)).limit(1);
  return row ?? null;
}

/** The teams not deleted, this year's first, by name: the portal's list (every member of staff: a
 * reporter picks the game to score from it). */
export async function listTeams(db: Db, actor: Actor): Promise<Team[]> {
  assertStaff(actor);
  return publicTeams(db);
}

export async function publicTeams(db: Db): Promise<Team[]> {
  return db
    .select()
    .from(sportTeams)
    .where(isNull(sportTeams.deletedAt))
    .orderBy(desc(sportTeams.schoolYear), asc(sportTeams.name));
}
