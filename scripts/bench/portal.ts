// The portal's lists as an editor opens them (issue 36: Manage Articles, Comments and the newsletter took
// 1.6–3.2 s to open): each page asked for by its document, signed in, as a browser asks for it, one
// request at a time (the time an editor waits), and by its `.data` request, which React Router's client
// sends when the editor goes to it from another portal page. Targets: 300 ms with the demo's content,
// 500 ms with 100,000 articles; each case's p99 is judged, and its first answer is shown beside it. The
// home screen (issue 38) is measured the same way, against 300 ms at both sizes.
import { clientJsBytes } from "../../tests/helpers/client-js.ts";
import { round, WARM_UP_SECONDS, type Round, type WrkOptions } from "./wrk.ts";

export const PORTAL_LISTS = [
  ["Manage Articles", "/admin/dashboard/articles"],
  ["Manage Creative Pieces", "/admin/dashboard/creative"],
  ["Comments", "/admin/dashboard/comments"],
  ["Newsletter", "/admin/dashboard/newsletter"],
] as const;

/** The home screen, where every sign-in lands (issue 38): 300 ms at 100,000 pieces too. As the bench's
 * admin, it shows every part: the desk's lists, the queue's problems, the backup and the invitations. */
export const HOME_PAGE = [["Home", "/admin/dashboard"]] as const;

type Pages = readonly (readonly [string, string])[];

/** What a browser sends with a document request, the session cookie added. */
export const browserHeaders = (cookie: string) => ({
  Cookie: cookie,
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "br, gzip",
});

/** The address React Router's client asks for a page's data at (single fetch). */
export const dataPath = (pathname: string) => `${pathname}.data`;

export type PortalFigure = { name: string; first: number; round: Round; js: number | null };

/** One list at `baseUrl` (a fresh server's first answer, then a warm-up and the median round of
 * `rounds` rounds of one connection), throwing when it answers anything but 200. */
async function measureList(
  name: string,
  url: string,
  headers: Record<string, string>,
  wrk: WrkOptions,
  html: boolean,
): Promise<PortalFigure> {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = await response.text();
  const first = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not the list`);
  const one = { ...wrk, connections: 1, threads: 1 };
  await round(url, headers, { ...one, seconds: WARM_UP_SECONDS });
  const rounds: Round[] = [];
  for (let i = 0; i < wrk.rounds; i++) rounds.push(await round(url, headers, one));
  const median = [...rounds].sort((a, b) => a.p50 - b.p50)[Math.floor(rounds.length / 2)]!;
  return { name, first, round: median, js: html ? clientJsBytes(body) : null };
}

/** Measures the portal's `pages` (every list unless told; each document and data) at `baseUrl` as the
 * editor of `cookie`, prints each against `targetMs`, and answers whether all of them met it. */
export async function benchPortalLists(
  baseUrl: string,
  cookie: string,
  wrk: WrkOptions,
  targetMs: number,
  label: string,
  pages: Pages = PORTAL_LISTS,
): Promise<boolean> {
  console.log(
    `\nPortal ${pages === PORTAL_LISTS ? "lists" : pages.map(([name]) => name).join(", ")}, ${label}: signed in as an editor, one request at a time (wrk -t1 -c1 -d${wrk.seconds}s, ` +
      `the median of ${wrk.rounds} rounds), target p99 ≤ ${targetMs} ms`,
  );
  console.log(
    `${"page".padEnd(36)}${"first ms".padStart(10)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}` +
      `${"errors".padStart(8)}${"JS KB".padStart(8)}  target`,
  );
  let met = true;
  for (const [name, pathname] of pages)
    for (const [suffix, url, html] of [
      ["", `${baseUrl}${pathname}`, true],
      [", data", `${baseUrl}${dataPath(pathname)}`, false],
    ] as const) {
      const f = await measureList(`${name}${suffix}`, url, browserHeaders(cookie), wrk, html);
      const ok = f.round.p99 <= targetMs && f.round.errors === 0;
      met &&= ok;
      console.log(
        `${f.name.padEnd(36)}${f.first.toFixed(0).padStart(10)}${f.round.p50.toFixed(1).padStart(9)}` +
          `${f.round.p99.toFixed(1).padStart(9)}${String(f.round.errors).padStart(8)}` +
          `${(f.js === null ? "" : (f.js / 1024).toFixed(1)).padStart(8)}  ≤ ${targetMs} ms: ${ok ? "met" : "NOT MET"}`,
      );
    }
  return met;
}
