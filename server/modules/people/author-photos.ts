import { sql } from "drizzle-orm";
import { AUTHOR_PHOTOS_SHOWN } from "#shared/people.ts";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../providers/storage.ts";

/** A published piece a photograph appears in. */
export type PhotoPiece = { kind: "article" | "creative"; id: string; title: string; slug: string | null };

/** A photograph a person took (decision 0071): its largest rendition's address (as content refers to
 * it), its alt text, and the published pieces it appears in, newest first. */
export type AuthorPhoto = { id: string; imageUrl: string; altText: string | null; pieces: PhotoPiece[] };

/** The pieces named per photograph. */
const PIECES_PER_PHOTO = 3;

const published = sql`(a.published_at is not null or c.published_at is not null)`;

/** The newest AUTHOR_PHOTOS_SHOWN images credited to the person that a published piece shows. They are
 * read newest first from the person's entries in media_credit_person_idx, each kept if a published use
 * exists (media_uses_media_idx); their pieces (the newest few each) then come by the same index, for those few images only. */
export async function listAuthorPhotos(db: Db, storage: Storage, personId: string): Promise<AuthorPhoto[]> {
  const found = (await db.execute(sql`
    select m.id, m.storage_key, m.alt_text from media m
    where m.credit_person_id = ${personId}
      and exists (select 1 from media_uses u
                  left join articles a on a.id = u.article_id
                  left join creative_pieces c on c.id = u.creative_piece_id
                  where u.media_id = m.id and ${published})
    order by m.created_at desc, m.id desc
    limit ${AUTHOR_PHOTOS_SHOWN}`)) as unknown as {
    rows: { id: string; storage_key: string; alt_text: string | null }[];
  };
  if (!found.rows.length) return [];
  const ids = sql.join(
    found.rows.map((r) => sql`${r.id}::uuid`),
    sql`, `,
  );
  const uses = (await db.execute(sql`
    select m.id as media_id, p.* from unnest(array[${ids}]) as m(id)
    cross join lateral (
      select a.id as article_id, a.slug, c.id as piece_id, coalesce(a.title, c.title) as title
      from media_uses u
      left join articles a on a.id = u.article_id
      left join creative_pieces c on c.id = u.creative_piece_id
      where u.media_id = m.id and ${published}
      order by coalesce(a.published_at, c.published_at) desc
      limit ${PIECES_PER_PHOTO}) p`)) as unknown as {
    rows: {
      media_id: string;
      article_id: string | null;
      slug: string | null;
      piece_id: string | null;
      title: string;
    }[];
  };
  const pieces = new Map<string, PhotoPiece[]>();
  for (const use of uses.rows) {
    const list = pieces.get(use.media_id) ?? [];
    list.push(
      use.article_id
        ? { kind: "article", id: use.article_id, title: use.title, slug: use.slug }
        : { kind: "creative", id: use.piece_id!, title: use.title, slug: null },
    );
    pieces.set(use.media_id, list);
  }
  return found.rows.map((r) => ({
    id: r.id,
    imageUrl: storage.url(r.storage_key),
    altText: r.alt_text,
    pieces: pieces.get(r.id) ?? [],
  }));
}
