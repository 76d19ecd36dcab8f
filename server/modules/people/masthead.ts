import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { people, siteSettings } from "../../db/schema.ts";
import { mastheadAsOf } from "../school-year/mastheads.ts";
import { currentSchoolYear } from "../school-year/setting.ts";

/** One member of the editorial team as /contact and the splash show them. */
export type MastheadMember = {
  name: string;
  slug: string;
  /** Their title ('Sports Editor'). */
  role: string;
  bio: string;
  photoUrl: string | null;
  /** Only when they chose to show it. */
  email: string | null;
};

/** This school year's editorial team (issue 26, issue 40): the masthead of the year `now` is in on the
 * publication's calendar, or the last one before it (server/modules/school-year/mastheads.ts). */
export async function listMasthead(db: Db, timeZone = "UTC", now = new Date()): Promise<MastheadMember[]> {
  return mastheadAsOf(db, (await currentSchoolYear(db, timeZone, now)).start);
}

/** The demo's invented team, as people: where the demo was never seeded, those still exactly as the demo
 * made them (name and e-mail) and in no byline go, so that a real publication shows no invented
 * people (earlier versions stored the demo team in every installation; migration 0013 made them people). */
export async function forgetDemoPeople(
  db: Db,
  demo: readonly { name: string; email: string | null }[],
): Promise<void> {
  const [seeded] = await db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, "demo_seeded_at"))
    .limit(1);
  if (seeded) return;
  for (const m of demo)
    await db
      .delete(people)
      .where(
        and(
          eq(people.name, m.name),
          eq(people.email, m.email ?? ""),
          sql`not exists (select 1 from piece_authors pa where pa.person_id = ${people.id})`,
        ),
      );
}
