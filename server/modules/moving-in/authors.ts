import { inArray, or, sql } from "drizzle-orm";
import { nameSlug } from "#shared/slug.ts";
import type { Db } from "../../db/client.ts";
import { people } from "../../db/schema.ts";
import { resolveBylines, type Author } from "../people/bylines.ts";
import { importedAs, recordImported } from "./imported.ts";
import type { SourceAuthor } from "./source.ts";

export type PersonOutcome = { person: Author | null; outcome: "imported" | "already" };

/**
 * The person of an author of the export: the one an earlier run made, else a person of People with the
 * same name (case aside) or slug, so that the masthead's people are bylined rather than doubled, else a
 * new person (People only: an author of the old site gets no account here). A dry run makes none.
 */
export async function personFor(
  db: Db,
  source: string,
  author: SourceAuthor,
  dryRun: boolean,
): Promise<PersonOutcome> {
  const known = await importedAs(db, source, "person", author.id);
  const [row] = await db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(
      known
        ? inArray(people.id, [known])
        : or(
            sql`lower(${people.name}) = lower(${author.name})`,
            inArray(people.slug, [author.slug, nameSlug(author.name)].filter(Boolean)),
          ),
    )
    .limit(1);
  if (known && row) return { person: row, outcome: "already" };
  if (dryRun) return { person: row ?? null, outcome: row ? "already" : "imported" };
  const person = row ?? (await resolveBylines(db, [{ name: author.name }])).people[0]!;
  await recordImported(db, source, "person", author.id, person.id);
  return { person, outcome: row ? "already" : "imported" };
}
