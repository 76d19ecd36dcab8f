import { and, eq, like, ne, or } from "drizzle-orm";
import { nameSlug } from "#shared/slug.ts";
import type { Db } from "../../db/client.ts";
import { people } from "../../db/schema.ts";

/** The first free slug for `name`: its nameSlug, else with -2, -3, … (the person `exceptId` keeps theirs). */
export async function freePersonSlug(db: Db, name: string, exceptId?: string): Promise<string> {
  const base = nameSlug(name);
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const taken = await db
    .select({ slug: people.slug })
    .from(people)
    .where(
      and(
        or(eq(people.slug, base), like(people.slug, `${escaped}-%`)),
        exceptId ? ne(people.id, exceptId) : undefined,
      ),
    );
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
