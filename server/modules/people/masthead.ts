import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { people, siteSettings } from "../../db/schema.ts";

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

/** The editorial team (issue 26): the people on the masthead, in their order (then by name). */
export async function listMasthead(db: Db): Promise<MastheadMember[]> {
  const rows = await db
    .select({
      name: people.name,
      slug: people.slug,
      role: people.title,
      bio: people.bio,
      photoUrl: people.photoUrl,
      email: people.email,
      showEmail: people.showEmail,
    })
    .from(people)
    .where(eq(people.onMasthead, true))
    .orderBy(asc(people.mastheadOrder), asc(sql`lower(${people.name})`))
    .limit(100);
  return rows.map(({ showEmail, email, ...m }) => ({ ...m, email: showEmail && email ? email : null }));
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
