import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Parser } from "htmlparser2";
import { z } from "#shared/zod.ts";
import { checkEmbed, type EmbedBlock } from "#shared/embed-markup.ts";
import { EMBED_NOT_A_LINK, EMBED_PRIVATE_ADDRESS } from "#shared/embed-texts.ts";
import { LINK_CARD, matchEmbed, parseEmbedLink } from "#shared/embeds.ts";
import type { Db } from "../../db/client.ts";
import { UpstreamError } from "../../providers/outbound.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";
import { storeImage } from "../media/uploads.ts";
import { validate } from "../validate.ts";
import { resolveLink, through, type ResolveDeps } from "./resolve.ts";

/** GETs an address through the outbound address policy (server/providers/outbound.ts createPageFetch). */
export type PreviewFetch = (url: URL) => Promise<Buffer>;

export type EmbedDeps = ResolveDeps & {
  db: Db;
  storage: Storage;
  fetch: PreviewFetch;
  /** Tests only (EMBED_PREVIEW_URL): previews are asked of this origin, the host as the path's first
   * segment (`https://www.youtube.com/oembed?…` → `<via>/www.youtube.com/oembed?…`). */
  via?: string;
  /** Told why a preview could not be had (for the log); the embed is made all the same. */
  onPreviewFailure?: (message: string) => void;
};

const embedInput = z.object({ link: z.string({ error: EMBED_NOT_A_LINK }).trim().min(1, EMBED_NOT_A_LINK) });

type Preview = { title?: string; description?: string; image?: string };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);

/** An oEmbed answer's title and thumbnail (a post has no title: its author's name stands in). */
function readOembed(body: Buffer): Preview {
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    throw new UpstreamError("malformed", "the oEmbed answer is not JSON");
  }
  if (typeof json !== "object" || json === null) throw new UpstreamError("malformed", "no oEmbed object");
  const o = json as Record<string, unknown>;
  const author = text(o.author_name);
  return {
    title: text(o.title) ?? (author ? `Post by ${author}` : undefined),
    description: text(o.description),
    image: text(o.thumbnail_url),
  };
}

/** A page's Open Graph title, description and image, else its <title> and meta description. Reads the
 * head only. */
export function readOpenGraph(html: string): Preview {
  const meta: Record<string, string> = {};
  let title = "";
  let inTitle = false;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "title") inTitle = true;
        if (name === "body") done = true;
        if (name !== "meta") return;
        const key = (attribs.property ?? attribs.name ?? "").toLowerCase();
        if (key && attribs.content && !(key in meta)) meta[key] = attribs.content;
      },
      ontext(data) {
        if (inTitle) title += data;
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
        if (name === "head") done = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  for (let at = 0; at < html.length && !done; at += 16_384) parser.write(html.slice(at, at + 16_384));
  parser.end();
  return {
    title: text(meta["og:title"]) ?? text(meta["twitter:title"]) ?? text(title),
    description: text(meta["og:description"]) ?? text(meta["twitter:description"]) ?? text(meta.description),
    image: text(meta["og:image"]) ?? text(meta["og:image:url"]) ?? text(meta["twitter:image"]),
  };
}

/** Stores a thumbnail as a library upload (the image pipeline of every upload), or answers null. */
async function storeThumbnail(
  deps: EmbedDeps,
  actor: SessionUser,
  address: string,
  base: URL,
): Promise<string | null> {
  const url = URL.parse(address, base);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  const bytes = await deps.fetch(through(url, deps.via));
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-embed-"));
  try {
    const file = path.join(dir, "thumbnail");
    await fs.promises.writeFile(file, bytes);
    const stored = await storeImage(deps.db, deps.storage, actor, { path: file, filename: null, alt: "" });
    return stored.url;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Makes the embed block for a link an editor pasted (issue 41, decision 0075): the provider that
 * embeds it (or a link card), with the preview fetched once, now: a known provider's oEmbed answer, or
 * the page's Open Graph tags; its thumbnail stored as a library upload. Every call goes through the
 * outbound address policy: a link to a private or local address is refused with a clear message, and
 * nothing is stored. A preview that cannot be had (the provider down, no way out) leaves the block
 * without one: the page then shows the provider's name and the link.
 */
export async function makeEmbed(
  deps: EmbedDeps,
  actor: SessionUser | null | undefined,
  input: unknown,
): Promise<EmbedBlock> {
  assertCan(actor, "write");
  const { link } = validate(embedInput, input);
  const pasted = parseEmbedLink(link);
  if (!pasted) throw new Invalid(EMBED_NOT_A_LINK, { link: EMBED_NOT_A_LINK });
  // A short link as the provider's, a Bluesky post's by its author's DID.
  const url = await resolveLink(deps, pasted);
  const match = matchEmbed(url);
  const provider = match?.provider.id ?? LINK_CARD;
  const source = match?.provider.oembed ? new URL(match.provider.oembed(url)) : url;

  let preview: Preview = {};
  try {
    const body = await deps.fetch(through(source, deps.via));
    preview = match?.provider.oembed ? readOembed(body) : readOpenGraph(body.toString("utf8"));
  } catch (error) {
    // A link that leads to a private address is refused whole; any other failure leaves no preview.
    if (error instanceof UpstreamError && error.kind === "refused")
      throw new Invalid(EMBED_PRIVATE_ADDRESS, { link: EMBED_PRIVATE_ADDRESS });
    deps.onPreviewFailure?.(`Embed preview of ${url.origin}: ${(error as Error).message}`);
  }

  let image: string | undefined;
  if (preview.image) {
    try {
      image = (await storeThumbnail(deps, actor, preview.image, source)) ?? undefined;
    } catch (error) {
      deps.onPreviewFailure?.(`Embed thumbnail of ${url.origin}: ${(error as Error).message}`);
    }
  }
  const block = checkEmbed({
    provider,
    url: url.href,
    title: preview.title,
    description: provider === LINK_CARD ? preview.description : undefined,
    image,
  });
  if (!block) throw new Invalid(EMBED_NOT_A_LINK, { link: EMBED_NOT_A_LINK });
  return block;
}
