import { sql } from "drizzle-orm";
import { STAFF_BYLINE, takedownForm, type TakedownInput } from "#shared/schemas/piece-care.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { KINDS, type KindName } from "./kinds.ts";
import { writePiece } from "./door.ts";
import { findPiece } from "./piece-lookup.ts";
import { resolveBylines } from "../people/bylines.ts";

type Actor = SessionUser | null | undefined;

export const TAKEDOWN_TITLE = "Takedown failed";

/**
 * A takedown short of deletion, for a student's safety (issue 25, decision 0038): `noindex` keeps the
 * piece out of search engines (a robots meta tag and X-Robots-Tag on its page, and off sitemap.xml and
 * news-sitemap.xml; it stays on the site's lists and feeds), `author` replaces the byline (empty: the
 * newsroom's 'Staff'). The reason is required and is the revision's. A new byline is also written into
 * pending edits, so that an Update cannot bring the old name back; it moves the Updated date, which asks
 * search engines to read the page again. Noindex alone does not.
 */
export async function setTakedown(
  db: Db,
  actor: Actor,
  name: KindName,
  id: unknown,
  input: TakedownInput,
  now = new Date(),
): Promise<{ noindex: boolean; author: string; version: number; published: boolean }> {
  assertCan(actor, "publish");
  const form = validate(takedownForm, input, TAKEDOWN_TITLE);
  const { table } = KINDS[name];
  const author = form.author === undefined ? undefined : form.author || STAFF_BYLINE;
  return db.transaction(async (tx) => {
    const piece = await findPiece(tx, name, id, true);
    const bylineChanged = author !== undefined && author !== piece.author;
    // The new byline is a person too (decision 0042): the piece leaves the old author's page.
    const byline = bylineChanged ? await resolveBylines(tx, [{ name: author }]) : null;
    const { row } = await writePiece(tx, actor, {
      op: "update",
      name,
      row: piece,
      needs: "publish",
      owner: "any",
      set: {
        ...(form.noindex === undefined ? {} : { noindex: form.noindex }),
        ...(byline
          ? {
              author: byline.text,
              authors: byline.people,
              updatedAt: now,
              pending: sql`case when ${table.pending} is null then null
                else ${table.pending} || jsonb_build_object('author', ${byline.text}::text,
                  'authors', ${JSON.stringify(byline.people)}::jsonb) end`,
            }
          : {}),
      },
      revision: { reason: `Takedown: ${form.reason}`, at: now },
      audit: {
        action: "takedown",
        details: { reason: form.reason, noindex: form.noindex ?? piece.noindex, bylineChanged },
      },
      visible: true,
    });
    return {
      noindex: row.noindex,
      author: row.author ?? "",
      version: row.version,
      published: row.status === "published",
    };
  });
}
