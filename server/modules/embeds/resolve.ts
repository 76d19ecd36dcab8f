import { EMBED_PRIVATE_ADDRESS } from "#shared/embed-texts.ts";
import { isShortLink, matchEmbed } from "#shared/embeds.ts";
import { UpstreamError } from "../../providers/outbound.ts";
import { Invalid } from "../errors.ts";

/** What resolving a link needs: the page fetch, the redirect lookup and where tests send both. */
export type ResolveDeps = {
  fetch: (url: URL) => Promise<Buffer>;
  /** One GET of a short link, not followed: where it redirects, or null (outbound.ts). */
  locate?: (url: URL) => Promise<URL | null>;
  via?: string;
  onPreviewFailure?: (message: string) => void;
};

/** Tests only (EMBED_PREVIEW_URL): the address asked of the fake, the host as the path's first segment. */
export function through(url: URL, via: string | undefined): URL {
  return via ? new URL(`${via}/${url.host}${url.pathname}${url.search}`) : url;
}

/** A call that leads to an address the site may not call refuses the link whole; any other failure is
 * logged and leaves the link as it was. */
async function orAsItWas<T>(deps: ResolveDeps, what: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "refused")
      throw new Invalid(EMBED_PRIVATE_ADDRESS, { link: EMBED_PRIVATE_ADDRESS });
    deps.onPreviewFailure?.(`${what}: ${(error as Error).message}`);
    return null;
  }
}

/** A provider's short link (`spoti.fi/…`, `maps.app.goo.gl/…`) as the link it leads to, followed at
 * most three times and only while it is a short link: the provider's long link is not itself asked. */
async function unshortened(deps: ResolveDeps, url: URL): Promise<URL> {
  let at = url;
  for (let hops = 0; hops < 3 && deps.locate && isShortLink(at); hops += 1) {
    const locate = deps.locate;
    const next = await orAsItWas(deps, `Short link ${at.origin}`, () => locate(through(at, deps.via)));
    if (!next || (next.protocol !== "https:" && next.protocol !== "http:")) break;
    at = next;
  }
  return at;
}

const DID = /^did:(?:plc:[a-z2-7]{24}|web:[a-z0-9.-]+)$/;

/** A Bluesky post's link by its author's DID, which stays when the author changes their handle
 * (`bsky.app/profile/<handle>/post/<id>` → `bsky.app/profile/did:plc:…/post/<id>`), asked of Bluesky's
 * public API once; the link as it was when the answer is not a DID. */
async function byDid(deps: ResolveDeps, url: URL): Promise<URL> {
  if (matchEmbed(url)?.provider.id !== "bluesky") return url;
  const [, handle, , rkey] = url.pathname.split("/").filter(Boolean);
  if (!handle || !rkey || handle.startsWith("did:")) return url;
  const api = new URL("https://public.api.bsky.app/xrpc/com.atproto.identity.resolveHandle");
  api.searchParams.set("handle", handle);
  const body = await orAsItWas(deps, `Bluesky handle ${handle}`, () => deps.fetch(through(api, deps.via)));
  let did: unknown;
  try {
    did = body ? (JSON.parse(body.toString("utf8")) as { did?: unknown }).did : null;
  } catch {
    did = null;
  }
  if (typeof did !== "string" || !DID.test(did)) return url;
  return new URL(`https://bsky.app/profile/${did}/post/${rkey}`);
}

/** The link to embed for a link an editor pasted: a short link followed to the provider's, a Bluesky
 * post's by its author's DID (decision 0075). */
export async function resolveLink(deps: ResolveDeps, url: URL): Promise<URL> {
  return byDid(deps, await unshortened(deps, url));
}
