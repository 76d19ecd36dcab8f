import { asc, eq, sql } from "drizzle-orm";
import type { ImageCredit } from "#shared/media.ts";
import { imageCreditInput } from "#shared/schemas/media.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { media, people } from "../../db/schema.ts";
import { assertCan, assertStaff, can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Forbidden, Invalid, NotFound } from "../errors.ts";
import { mediaWithKeys, storageKeysIn } from "./uses.ts";
import { validate } from "../validate.ts";

type Actor = SessionUser | null | undefined;

/** The columns a query selects (with `left join people on people.id = media.credit_person_id`) to
 * know an image's credit; `creditOf` reads them. */
export const creditColumns = {
  creditText: media.creditText,
  creditName: people.name,
  creditSlug: people.slug,
};

export type CreditColumns = {
  creditText: string | null;
  creditName: string | null;
  creditSlug: string | null;
};

export function creditOf(row: CreditColumns): ImageCredit | null {
  if (row.creditName !== null && row.creditSlug !== null)
    return { name: row.creditName, slug: row.creditSlug };
  return row.creditText ? { name: row.creditText, slug: null } : null;
}

const CREDIT_NAMES_SHOWN = 500;

const NO_SUCH_PERSON = "That person is not in People.";

/** The person a credit names: the one asked for by id (who must exist), else the one person whose name
 * is the text typed (any case); null when the text names nobody, or more than one person. */
async function creditedPerson(db: Db, id: string, text: string) {
  if (id) {
    const [found] = isUuid(id)
      ? await db
          .select({ id: people.id, name: people.name, slug: people.slug })
          .from(people)
          .where(eq(people.id, id))
      : [];
    if (!found) throw new Invalid(NO_SUCH_PERSON, { person: NO_SUCH_PERSON });
    return found;
  }
  if (!text) return null;
  const named = await db
    .select({ id: people.id, name: people.name, slug: people.slug })
    .from(people)
    .where(sql`lower(${people.name}) = ${text.toLowerCase()}`)
    .limit(2);
  return named.length === 1 ? named[0]! : null;
}

type CreditInput = { credit?: unknown; person?: unknown };
type SavedCredit = { id: string; name: string; credit: ImageCredit | null };

/** Sets who took an image (decision 0071), as alt text is set: a person of People (by id, or by a name
 * that is exactly one person's), linked to their author page; any other text is kept as written; an
 * empty credit clears it. Editors, in the Media Library. */
export async function setCredit(db: Db, actor: Actor, input: CreditInput & { id?: unknown }) {
  assertCan(actor, "mediaLibrary");
  if (!isUuid(input.id)) throw new NotFound("Image not found");
  return writeCredit(db, input.id, input);
}

export const NOT_A_LIBRARY_IMAGE =
  "Only an image uploaded here can be credited: this one is shown from its address elsewhere.";
export const CREDIT_NOT_YOURS =
  "Only an editor can change the credit of an image someone else uploaded: ask an editor, or credit it in the caption.";

/** The editor's image picker (issue 41): the credit of the library image at `src` (any of its
 * renditions' addresses). Editors credit any image; other writers only the ones they uploaded. */
export async function setCreditAt(db: Db, actor: Actor, input: CreditInput & { src?: unknown }) {
  assertCan(actor, "write");
  const [id] = await mediaWithKeys(db, storageKeysIn([typeof input.src === "string" ? input.src : ""]));
  if (!id) throw new Invalid(NOT_A_LIBRARY_IMAGE, { credit: NOT_A_LIBRARY_IMAGE });
  if (!can(actor.role, "mediaLibrary")) {
    const [row] = await db.select({ uploadedBy: media.uploadedBy }).from(media).where(eq(media.id, id));
    if (row?.uploadedBy !== actor.id) throw new Forbidden(CREDIT_NOT_YOURS);
  }
  return writeCredit(db, id, input);
}

async function writeCredit(db: Db, id: string, input: CreditInput): Promise<SavedCredit> {
  const { credit, person } = validate(imageCreditInput, {
    credit: input.credit ?? "",
    person: input.person ?? "",
  });
  const who = await creditedPerson(db, person, credit);
  const [row] = await db
    .update(media)
    .set(
      who
        ? { creditPersonId: who.id, creditText: null }
        : { creditPersonId: null, creditText: credit || null },
    )
    .where(eq(media.id, id))
    .returning({ id: media.id, name: media.originalName });
  if (!row) throw new NotFound("Image not found");
  return {
    id: row.id,
    name: row.name ?? "Image",
    credit: who ? { name: who.name, slug: who.slug } : credit ? { name: credit, slug: null } : null,
  };
}

/** The names of People offered as credits (the library's suggestions), for those who may set one; at
 * most CREDIT_NAMES_SHOWN, by name. */
export async function creditNames(db: Db, actor: Actor): Promise<string[]> {
  assertStaff(actor);
  if (!can(actor.role, "mediaLibrary")) return [];
  const rows = await db
    .select({ name: people.name })
    .from(people)
    .orderBy(asc(sql`lower(${people.name})`))
    .limit(CREDIT_NAMES_SHOWN);
  return [...new Set(rows.map((r) => r.name))];
}
