import { asc, eq, inArray, sql } from "drizzle-orm";
import { bylineText, MAX_AUTHORS } from "#shared/people.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { PERSON_NAME_MAX } from "#shared/schemas/person.ts";
import { AUTHOR_MAX } from "#shared/schemas/article.ts";
import type { Db } from "../../db/client.ts";
import type { PieceRef } from "../content/revisions.ts";
import { people, pieceAuthors } from "../../db/schema.ts";
import { Invalid } from "../errors.ts";
import { setAuthorText } from "../content/door-rows.ts";
import { freePersonSlug } from "./slugs.ts";

/** A piece's bylines (issue 26, decision 0042): one or more people, in order, in piece_authors; the
 * piece's `author` column holds them as one line ('A, B and C'), which search, feeds and cards read. */

/** One author as the editor posts it and a revision keeps it: a person by id (with their name, which is
 * used when that person is gone), or a new name to find or add. */
export type BylineChoice = { id?: string; name?: string };

/** A byline's person as the editor and the revisions hold it. */
export type Author = { id: string; name: string };

export type Resolved = { people: Author[]; text: string };

/** The editor's `authors` (a JSON list of {id, name} or {name}, as the picker posts it, or the list
 * itself); without one, the `author` text of older clients and of the API is one name. */
export function bylineChoices(input: unknown): BylineChoice[] {
  const fields = (input ?? {}) as Record<string, unknown>;
  let raw = fields.authors === "" ? [] : fields.authors;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw new Invalid("The authors could not be read. Please choose them again.", {
        authors: "Unreadable",
      });
    }
  }
  if (raw === undefined || raw === null) {
    const author = typeof fields.author === "string" ? fields.author.trim() : "";
    return author ? [{ name: author }] : [];
  }
  if (!Array.isArray(raw)) throw new Invalid("The authors must be a list", { authors: "Not a list" });
  return raw.flatMap((c) => {
    const choice = (c ?? {}) as Record<string, unknown>;
    const name = typeof choice.name === "string" ? choice.name.trim() : "";
    if (isUuid(choice.id)) return [{ id: choice.id, name }];
    if (name) return [{ name }];
    if (typeof choice.name === "string") return [];
    throw new Invalid("Each author must be a person or a name", { authors: "Not a person" });
  });
}

/** The people of `choices`, in order: ids must be people; a name is the person of that name (case aside)
 * or a new person. Duplicates go; at most MAX_AUTHORS; the display line fits the author column. */
export async function resolveBylines(tx: Db, choices: BylineChoice[]): Promise<Resolved> {
  if (choices.length > MAX_AUTHORS)
    throw new Invalid(`A byline can name at most ${MAX_AUTHORS} people`, { authors: "Too many" });
  const ids = choices.flatMap((c) => (c.id ? [c.id] : []));
  const known = ids.length
    ? await tx.select({ id: people.id, name: people.name }).from(people).where(inArray(people.id, ids))
    : [];
  const byId = new Map(known.map((p) => [p.id, p.name]));
  const out: Author[] = [];
  for (const choice of choices) {
    let person: Author | undefined;
    const known = choice.id ? byId.get(choice.id) : undefined;
    if (choice.id && known !== undefined) person = { id: choice.id, name: known };
    else if (choice.id && !choice.name)
      throw new Invalid("One of the authors is no longer in People. Please choose them again.", {
        authors: "Unknown person",
      });
    else {
      const name = (choice.name ?? "").trim().replace(/\s+/g, " ");
      if (!name) continue;
      if (name.length > PERSON_NAME_MAX || /\p{Cc}/u.test(name))
        throw new Invalid(`An author's name must be one line of at most ${PERSON_NAME_MAX} characters`, {
          authors: "Name too long",
        });
      person = await personNamed(tx, name);
    }
    if (!out.some((p) => p.id === person.id)) out.push(person);
  }
  const text = bylineText(out.map((p) => p.name));
  if (text.length > AUTHOR_MAX)
    throw new Invalid(`The byline can be at most ${AUTHOR_MAX} characters long: please name fewer people`, {
      authors: "Too long",
    });
  return { people: out, text };
}

/** The person called `name` (the oldest, if several are), or a new one. */
async function personNamed(tx: Db, name: string): Promise<Author> {
  // Two writers naming a new person at once: the second waits for the first's row, then finds it.
  for (let attempt = 0; ; attempt++) {
    const [found] = await tx
      .select({ id: people.id, name: people.name })
      .from(people)
      .where(sql`lower(${people.name}) = lower(${name})`)
      .orderBy(asc(people.createdAt))
      .limit(1);
    if (found) return found;
    const [row] = await tx
      .insert(people)
      .values({ name, slug: await freePersonSlug(tx, name) })
      .onConflictDoNothing({ target: people.slug })
      .returning({ id: people.id, name: people.name });
    if (row) return row;
    if (attempt >= 3) throw new Invalid("Another writer is adding this person. Please try again.");
  }
}

const whereRef = (ref: PieceRef) =>
  "articleId" in ref
    ? eq(pieceAuthors.articleId, ref.articleId)
    : eq(pieceAuthors.creativePieceId, ref.creativePieceId);

/** Makes piece_authors say exactly `ids`, in order, for the piece. */
export async function setBylines(tx: Db, ref: PieceRef, ids: readonly string[]): Promise<void> {
  const current = (await bylinePeople(tx, ref)).map((p) => p.id);
  if (current.length === ids.length && current.every((id, i) => id === ids[i])) return;
  await tx.delete(pieceAuthors).where(whereRef(ref));
  if (ids.length)
    await tx.insert(pieceAuthors).values(ids.map((personId, position) => ({ ...ref, personId, position })));
}

/** The piece's people, in order. */
export function bylinePeople(db: Db, ref: PieceRef): Promise<Author[]> {
  return db
    .select({ id: people.id, name: people.name })
    .from(pieceAuthors)
    .innerJoin(people, eq(people.id, pieceAuthors.personId))
    .where(whereRef(ref))
    .orderBy(asc(pieceAuthors.position));
}

/** Writes the piece's display byline again from its people (after one of them was renamed). */
export async function rewriteDisplayByline(tx: Db, ref: PieceRef): Promise<void> {
  const rows = await bylinePeople(tx, ref);
  if (!rows.length) return;
  const author = bylineText(rows.map((r) => r.name)).slice(0, AUTHOR_MAX);
  await setAuthorText(tx, ref, author);
}
