import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { crawl, type RenderAddress } from "./crawl.ts";
import type { ScopePlan } from "./scope.ts";

/** The crawl over a site of a few answers (the real renderer is the e2e tests'): what it keeps, in what
 * order, how many it renders at once, and when it stops. */

const ORIGIN = "https://news.crawl.test";
/** The uploads' bucket's own address (S3_PUBLIC_URL), whose files the site serves at /uploads/ too. */
const BUCKET = "https://files.crawl.test/news";
const SITE = { origin: ORIGIN, uploads: BUCKET };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-archive-crawl-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const staging = () => fs.mkdtempSync(path.join(scratch, "staging-"));

const page = (body: string, headers: Record<string, string> = {}) =>
  new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    headers: { "content-type": "text/html; charset=utf-8", ...headers },
  });
const links = (...to: string[]) => to.map((t) => `<a href="${t}">${t}</a>`).join("");
const everything: ScopePlan = { seeds: ["/"], home: "/", allows: () => true };

/** A site of answers by address; a page it does not have is a 404. */
function site(answers: Record<string, () => Response>): RenderAddress {
  return async (address) => answers[address]?.() ?? new Response("Not found", { status: 404 });
}

it("keeps each answer of 200 in a staged file, follows links and redirects, leaves out 404s and takedowns", async () => {
  const picture = new Uint8Array(300_000).map((_, i) => i % 251);
  const render = site({
    "/": () =>
      page(
        links("/a", "/old", "/gone", "/taken-down") +
          `<img src="/uploads/p.webp" alt=""><img src="${BUCKET}/2026/q.webp" alt="">`,
      ),
    "/a": () => page(links("/")),
    "/old": () => new Response(null, { status: 301, headers: { location: `${ORIGIN}/b` } }),
    "/b": () => page("b"),
    "/taken-down": () => page("x", { "x-robots-tag": "noindex" }),
    "/uploads/p.webp": () => new Response(picture, { headers: { "content-type": "image/webp" } }),
    "/uploads/2026/q.webp": () => new Response(picture, { headers: { "content-type": "image/webp" } }),
  });
  const recorded: string[] = [];
  const { crawled, redirects } = await crawl(render, everything, SITE, staging(), {
    record: async (address, response, staged) => {
      expect(response.status).toBe(200);
      recorded.push(`${address} ${fs.statSync(staged).size}`);
    },
  });
  // A file of the bucket is kept as the site's own.
  expect([...crawled.keys()]).toEqual(["/", "/a", "/uploads/p.webp", "/uploads/2026/q.webp", "/b"]);
  expect(redirects).toEqual(new Map([["/old", "/b"]]));
  const file = crawled.get("/uploads/p.webp")!;
  expect(file).toMatchObject({ file: "uploads/p.webp", kind: "file" });
  expect(new Uint8Array(fs.readFileSync(file.staged))).toEqual(picture);
  expect(crawled.get("/a")).toMatchObject({ file: "a/index.html", kind: "page" });
  // The WARC file's records: each kept answer, in the crawl's order, its bytes whole.
  expect(recorded.map((r) => r.split(" ")[0])).toEqual([...crawled.keys()]);
  expect(recorded).toContain("/uploads/p.webp 300000");
});

it("renders at most `concurrency` addresses at once, and keeps them in the queue's order", async () => {
  let now = 0;
  let most = 0;
  const pages = Array.from({ length: 10 }, (_, i) => `/p${i}`);
  const render: RenderAddress = async (address) => {
    now++;
    most = Math.max(most, now);
    // The later pages answer sooner: their order in the crawl is still the queue's.
    await new Promise((resolve) => setTimeout(resolve, 20 - Number(address.slice(2) || 0)));
    now--;
    return address === "/" ? page(links(...pages)) : page(address);
  };
  const { crawled } = await crawl(render, everything, SITE, staging(), { concurrency: 3 });
  expect(most).toBe(3);
  expect([...crawled.keys()]).toEqual(["/", ...pages]);
});

it("stops at an answer of 500, naming it, once every render of its round has ended", async () => {
  let ended = 0;
  const slow = async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    ended++;
    return page("slow");
  };
  const render = site({
    "/": () => page(links("/broken", "/slow")),
    "/broken": () => new Response("boom", { status: 500 }),
  });
  const both: RenderAddress = (address) => (address === "/slow" ? slow() : render(address));
  await expect(crawl(both, everything, SITE, staging(), { concurrency: 2 })).rejects.toThrow(
    "/broken answered 500: the archive was left as it was.",
  );
  expect(ended).toBe(1);
});
