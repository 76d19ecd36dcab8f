import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import sharp from "sharp";
import { COVER_MAX_PX, COVER_MIN_PX, PODCAST_TEXTS as T, splitCategory } from "#shared/podcasts.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { showForm } from "#shared/schemas/podcast.ts";
import { slugify } from "#shared/slug.ts";
import type { Db } from "../../db/client.ts";
import { articles, media, podcastShows } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan, assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";
import { validate } from "../validate.ts";

type Actor = SessionUser | null | undefined;

export type Show = typeof podcastShows.$inferSelect;

/** The namespace of `podcast:guid` (podcastindex.org's podcast namespace): a UUIDv5 of the feed's
 * address without its scheme. */
const PODCAST_GUID_NAMESPACE = "ead4c236-bf58-58c6-a2c6-a6b28d128cb6";

/** A UUID version 5 (RFC 9562) of `name` in `namespace`. */
export function uuidV5(name: string, namespace = PODCAST_GUID_NAMESPACE): string {
  const ns = Buffer.from(namespace.replaceAll("-", ""), "hex");
  const hash = createHash("sha1").update(ns).update(name, "utf8").digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A show's feed, as its address says it. */
export const feedPath = (slug: string) => `/podcasts/${slug}/feed.xml`;

/** Every show, by name: the episode's show picker (every member of staff, the adviser too, who reads
 * every piece). */
export async function listShows(db: Db, actor: Actor): Promise<Show[]> {
  assertStaff(actor);
  return db.select().from(podcastShows).orderBy(asc(podcastShows.name));
}

/** The cover of a show: a library image of at least 1400 px, square, made a JPEG (Apple reads JPEG or
 * PNG only; the library keeps WebP and AVIF). Refused with a clear message otherwise. */
async function coverFor(db: Db, storage: Storage, image: CoverImage): Promise<string> {
  const largest = image.variants.at(-1) ?? {
    key: image.key,
    width: image.width ?? 0,
    height: image.height ?? 0,
  };
  const w = image.width ?? largest.width;
  const h = image.height ?? largest.height;
  const refuse = (message: string) => new Invalid(message, { cover: message });
  if (w !== h) throw refuse(T.coverNotSquare(w, h));
  if (Math.min(w, h, largest.width, largest.height) < COVER_MIN_PX) throw refuse(T.coverTooSmall(w, h));
  const stored = await storage.get(largest.key);
  if (!stored) throw refuse(T.coverMissing);
  const bytes = Buffer.from(await new Response(stored.body).arrayBuffer());
  const size = Math.min(largest.width, COVER_MAX_PX);
  const jpeg = await sharp(bytes)
    .resize({ width: size, height: size, fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
  const key = `cover-${randomBytes(12).toString("base64url")}.jpg`;
  await storage.put(key, jpeg, "image/jpeg");
  return key;
}

type CoverImage = {
  id: string;
  width: number | null;
  height: number | null;
  variants: { key: string; width: number; height: number }[];
  key: string;
};

/** The library image of an address the image picker gave (an upload's or the library's). */
async function imageOf(db: Db, url: string): Promise<CoverImage> {
  const key = /([A-Za-z0-9_-]{1,128}\.[a-z0-9]{1,8})$/.exec(url)?.[1];
  const [image] = key
    ? await db
        .select({
          id: media.id,
          width: media.width,
          height: media.height,
          variants: media.variants,
          key: media.storageKey,
        })
        .from(media)
        .where(or(eq(media.storageKey, key), sql`${media.variants} @> ${JSON.stringify([{ key }])}::jsonb`))
        .limit(1)
    : [];
  if (!image) throw new Invalid(T.coverMissing, { cover: T.coverMissing });
  return image;
}

async function freeShowSlug(db: Db, wanted: string, exceptId: string | null): Promise<string> {
  const slug = slugify(wanted).slice(0, 80).replace(/-+$/, "") || "show";
  const [taken] = await db
    .select({ id: podcastShows.id })
    .from(podcastShows)
    .where(
      exceptId
        ? and(eq(podcastShows.slug, slug), ne(podcastShows.id, exceptId))
        : eq(podcastShows.slug, slug),
    );
  if (taken) throw new Conflict(T.slugTaken, { slug: T.slugTaken });
  return slug;
}

function columnsOf(form: ReturnType<typeof parse>) {
  const { category, subcategory } = splitCategory(form.category);
  return {
    name: form.name,
    description: form.description,
    category,
    subcategory,
    language: form.language,
    explicit: form.explicit,
    locked: form.locked,
    author: form.author,
    ownerName: form.ownerName,
    ownerEmail: form.ownerEmail,
  };
}

const parse = (input: unknown) => validate(showForm, input);

/** Adds a show; `siteUrl` makes its `podcast:guid` from its feed's address, once. */
export async function createShow(db: Db, storage: Storage, actor: Actor, input: unknown, siteUrl: string) {
  assertCan(actor, "podcasts");
  const form = parse(input);
  const slug = await freeShowSlug(db, form.slug || form.name, null);
  const image = await imageOf(db, form.cover);
  const coverKey = await coverFor(db, storage, image);
  const guid = uuidV5(`${siteUrl}${feedPath(slug)}`.replace(/^[a-z]+:\/\//, "").replace(/\/$/, ""));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(podcastShows)
      .values({ ...columnsOf(form), slug, coverMediaId: image.id, coverKey, guid })
      .returning();
    await recordAudit(tx, actorOf(actor), {
      action: "podcast",
      subject: { type: "podcast", id: row!.id },
      summary: row!.name,
      details: { change: "added" },
    });
    return row!;
  });
}

/** Changes a show; a new cover is checked and made a JPEG again. */
export async function updateShow(db: Db, storage: Storage, actor: Actor, input: unknown) {
  assertCan(actor, "podcasts");
  const id = (input as { id?: unknown } | null)?.id;
  if (!isUuid(id)) throw new NotFound(T.showNotFound);
  const form = parse(input);
  const [current] = await db.select().from(podcastShows).where(eq(podcastShows.id, id));
  if (!current) throw new NotFound(T.showNotFound);
  const slug = await freeShowSlug(db, form.slug || current.slug, id);
  const image = await imageOf(db, form.cover);
  const coverKey = current.coverMediaId === image.id ? current.coverKey : await coverFor(db, storage, image);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(podcastShows)
      .set({ ...columnsOf(form), slug, coverMediaId: image.id, coverKey, updatedAt: new Date() })
      .where(eq(podcastShows.id, id))
      .returning();
    if (!row) throw new NotFound(T.showNotFound);
    await recordAudit(tx, actorOf(actor), {
      action: "podcast",
      subject: { type: "podcast", id },
      summary: row.name,
      details: { change: "changed", ...(slug !== current.slug ? { from: current.slug, to: slug } : {}) },
    });
    return { row, previousSlug: current.slug };
  });
}

/** Deletes a show without episodes; one with episodes is refused (they would lose their feed). */
export async function deleteShow(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, "podcasts");
  if (!isUuid(id)) throw new NotFound(T.showNotFound);
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.podcastShowId, id));
    if (n > 0) throw new Conflict(T.showHasEpisodes(n));
    const [row] = await tx.delete(podcastShows).where(eq(podcastShows.id, id)).returning();
    if (!row) throw new NotFound(T.showNotFound);
    await recordAudit(tx, actorOf(actor), {
      action: "podcast",
      subject: { type: "podcast", id },
      summary: row.name,
      details: { change: "deleted" },
    });
    return row;
  });
}

/** A show by its address, for its public page and feed. */
export async function showBySlug(db: Db, slug: string): Promise<Show | null> {
  const [row] = await db.select().from(podcastShows).where(eq(podcastShows.slug, slug)).limit(1);
  return row ?? null;
}

/** Every show, for /podcasts. */
export async function publicShows(db: Db): Promise<Show[]> {
  return db.select().from(podcastShows).orderBy(asc(podcastShows.name));
}

/** Podcasts in the portal: every show with its cover's address (for the image picker) and its count
 * of episodes (published or not). */
export async function portalShows(db: Db, storage: Storage, actor: Actor) {
  assertCan(actor, "podcasts");
  const rows = await db
    .select({
      show: podcastShows,
      coverImageKey: media.storageKey,
      episodes: sql<number>`(select count(*)::int from ${articles} where ${articles.podcastShowId} = ${podcastShows.id})`,
    })
    .from(podcastShows)
    .leftJoin(media, eq(media.id, podcastShows.coverMediaId))
    .orderBy(asc(podcastShows.name));
  return rows.map(({ show, coverImageKey, episodes }) => ({
    ...show,
    coverUrl: storage.url(coverImageKey ?? show.coverKey),
    episodes: Number(episodes),
  }));
}
