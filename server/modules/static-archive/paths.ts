import path from "node:path";

/** Pages no archived copy holds: the portal, accounts, sign-in, the endpoints of forms and scripts,
 * previews and mail links. Everything else a page links to is part of the whole site's archive. */
const PRIVATE_PREFIXES = [
  "/admin",
  "/account",
  "/api",
  "/auth",
  "/preview",
  "/forgot-password",
  "/reset-password",
  "/reading",
  "/unsubscribe",
  "/newsletter/confirm",
];

/** Whether a path is one of the site's public pages an archive may hold (the newsletter's sign-up
 * endpoint is not; its archive of past issues is). */
export function isPublicPath(pathname: string): boolean {
  if (pathname === "/newsletter" || pathname.endsWith(".data")) return false;
  return !PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Whether an address names a file (a stylesheet, a picture, a feed) rather than a page. */
export function isFileAddress(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname);
}

/** A query as part of a file name: `page=2&type=poetry` → `page-2-type-poetry`. */
function queryPart(search: string): string {
  return decodeURIComponent(search.slice(1).replace(/\+/g, " ")).replace(/[^\w.-]+/g, "-");
}

/**
 * Where in the archive an address (a path and query from the site's root) is written: a page in a
 * folder of its own, as `index.html` (so that `news/a-story/` works on any web server), or, with a
 * query, beside it as `index-page-2.html`; a file at its own path, with its query before its extension.
 */
export function fileOf(address: string): string {
  const url = new URL(address, "http://archive.invalid");
  const pathname = decodeURIComponent(url.pathname);
  const query = url.search ? queryPart(url.search) : "";
  if (isFileAddress(pathname)) {
    if (!query) return pathname.slice(1);
    const ext = path.posix.extname(pathname);
    return `${pathname.slice(1, -ext.length)}-${query}${ext}`;
  }
  const folder = pathname.replace(/^\/+|\/+$/g, "");
  return path.posix.join(folder, query ? `index-${query}.html` : "index.html");
}

/** The link from the archive's file `from` to its file `to`, relative, each segment URL-encoded. */
export function relativeLink(from: string, to: string, hash = ""): string {
  const relative = path.posix.relative(path.posix.dirname(from), to) || path.posix.basename(to);
  return relative.split("/").map(encodeURIComponent).join("/") + hash;
}

/** The live site as its pages name it: its origin (PUBLIC_URL's) and, when its uploads are served
 * from their bucket's own address (S3_PUBLIC_URL), that address: the site serves the same files at
 * /uploads/, so that an archive holds them as its own rather than linking to a bucket that may go. */
export type LiveSite = { origin: string; uploads: string | null };

/** The address (path and query) a link of a page names on the live site `site`, or null for another
 * site's link, a fragment, mail and the like. A file of the uploads' bucket is named by its /uploads/
 * address. */
export function siteAddress(href: string, site: LiveSite): { address: string; hash: string } | null {
  const trimmed = href.trim();
  if (!trimmed || trimmed.startsWith("#") || trimmed.startsWith("//")) return null;
  const { origin, uploads } = site;
  if (uploads && trimmed.startsWith(`${uploads}/`)) {
    const file = new URL(trimmed.slice(uploads.length), "http://uploads.invalid");
    return { address: `/uploads${file.pathname}${file.search}`, hash: file.hash };
  }
  let url: URL;
  try {
    url = new URL(trimmed, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin || !(trimmed.startsWith("/") || trimmed.startsWith(origin))) return null;
  return { address: url.pathname + url.search, hash: url.hash };
}
