import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { recordOldPaths } from "../../server/modules/moving-in/old-paths.ts";
import { actor } from "../helpers/factories.ts";
import { rawRequest, type RawResponse } from "../helpers/raw-http.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";

/** Issue 23: links from social media and newsletters carry tracking parameters, which must land on the
 * page's one cached copy; and HEAD must tell link checkers and unfurlers what GET would. */
let server: RunningServer;
let dataDir: string;
let article: string;

beforeAll(async () => {
  dataDir = newDataDir("borderland-addresses-", "migrated");
  const database = await openPglite(path.join(dataDir, "db"));
  await database.migrate();
  const published = await publishForm(database.db, actor("admin"), "article", {
    title: "Flood relief reaches the valley",
    content: "<p>Body.</p>",
    author: "Test Reporter",
    category: "Politics",
    imageUrl: "/images/default-article.svg",
  });
  // Issue 28: its old addresses, as an import from WordPress records them.
  await recordOldPaths(database.db, { articleId: published.id }, ["/2026/10/14/flood-relief/", "/?p=101"]);
  await database.close();
  article = `/article/${published.slug}`;
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ask = (method: string, target: string, encodings = "br, gzip") =>
  rawRequest(server.url, { method, path: target, headers: { "accept-encoding": encodings } });

/** The headers two answers to the same request should share: all but the moment, the cache's state, the
 * connection's framing and a render's own nonce. A page rendered for one reader (a 404) has a nonce of
 * its own in each render: its compressed length may differ by the random bytes', so it is compared
 * uncompressed. */
const comparable = ({ status, headers }: RawResponse) => {
  const nonce = /'nonce-[^']+'/g;
  const own = nonce.test(String(headers["content-security-policy"])) && headers["content-encoding"];
  return {
    status,
    headers: Object.fromEntries(
      Object.entries(headers)
        .filter(
          ([name]) => !["date", "x-cache", "connection", "keep-alive", "transfer-encoding"].includes(name),
        )
        .filter(([name]) => !(own && name === "content-length"))
        .map(([name, value]) => [name, String(value).replace(nonce, "'nonce'")]),
    ),
  };
};

describe("old addresses of an imported article", () => {
  it("answer 301 with its address, GET and HEAD, even once the home page is cached", async () => {
    await ask("GET", "/");
    await ask("GET", "/");
    for (const [method, target] of [
      ["GET", "/?p=101"],
      ["HEAD", "/?p=101&utm_source=newsletter"],
      ["GET", "/2026/10/14/flood-relief/"],
      ["HEAD", "/2026/10/14/flood-relief"],
    ]) {
      const answer = await ask(method!, target!);
      expect(answer.status, `${method} ${target}`).toBe(301);
      expect(answer.headers.location).toBe(article);
    }
    expect((await ask("GET", "/2026/10/14/other/")).status).toBe(404);
    expect((await ask("GET", "/?p=999")).status).toBe(200);
  });
});

describe("HEAD", () => {
  it.each([
    ["home", () => "/", 200],
    ["an article", () => article, 200],
    ["a category page", () => "/politics?q=flood", 200],
    ["a feed", () => "/rss.xml", 200],
    ["the sitemap", () => "/sitemap.xml", 200],
    ["a 404", () => "/no/such/page", 404],
    ["a 405", () => "/api/comments", 405],
  ])("on %s answers GET's status and headers, and no body", async (_, target, status) => {
    for (const encodings of ["br, gzip", "identity"]) {
      const head = await ask("HEAD", target(), encodings);
      const get = await ask("GET", target(), encodings);
      expect(head.status).toBe(status);
      expect(comparable(head)).toEqual(comparable(get));
      expect(head.headers["content-length"]).toBeDefined();
      expect(head.body).toBe("");
      expect(get.body.length).toBeGreaterThan(0);
      if (status !== 405) expect(head.headers["content-type"]).toMatch(/^text\/html|xml/);
    }
  });
});

describe("tracking parameters", () => {
  it("1,000 distinct tracking URLs are answered from the real pages' entries, which stay in place", async () => {
    const pages = ["/", article, "/politics"];
    const tags = new Map<string, string>();
    for (const page of pages) {
      await ask("GET", page);
      const kept = await ask("GET", page);
      expect(kept.headers["x-cache"]).toBe("HIT");
      tags.set(page, String(kept.headers.etag));
    }
    const states: string[] = [];
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const n = batch * 20 + i;
          const page = pages[n % pages.length]!;
          const tracking = [
            "utm_source=social&utm_medium=post",
            `fbclid=${n}`,
            `gclid=${n}&mc_cid=${n}&ref=x`,
          ];
          return ask("GET", `${page}?${tracking[n % 3]}&n=${n}`);
        }),
      );
      states.push(...answers.map((a) => `${a.status} ${a.headers["x-cache"]}`));
    }
    expect(states).toHaveLength(1_000);
    expect(new Set(states)).toEqual(new Set(["200 HIT"]));
    for (const page of pages) {
      const after = await ask("GET", page);
      expect([after.headers["x-cache"], after.headers.etag]).toEqual(["HIT", tags.get(page)]);
    }
  });
});
