import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { makeArticle, makeUser } from "../helpers/factories.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy.ts";
import { createTestDatabase, postgresSkipReason } from "../helpers/test-db.ts";

const POSTGRES = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: TcpProxy;
let server: RunningServer;
let cookie: string;
let articleId: string;
let slug: string;

beforeAll(async () => {
  if (postgresSkipReason) return;
  handle = await createTestDatabase("postgres");
  const { db } = handle.database;
  const reader = await makeUser(db, { emailVerifiedAt: new Date() });
  cookie = `bt_session=${(await createSession(db, reader.id)).token}`;
  const article = await makeArticle(db);
  articleId = article.id;
  slug = article.slug;
  proxy = await startTcpProxy({ host: POSTGRES.hostname, port: Number(POSTGRES.port || 5432) });
  const url = new URL(handle.url!);
  url.port = String(proxy.port);
  server = await startServer({ DATABASE_URL: url.toString(), SEED_DEMO: "false" });
});
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await handle?.drop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { Accept: "text/html", ...headers }, redirect: "manual" });
/** A comment as the comment form's fetcher posts it. */
const comment = (content: string) =>
  fetch(`${server.url}/api/comments`, {
    method: "POST",
    headers: { cookie, Accept: "*/*" },
    body: new URLSearchParams({ intent: "post", articleId, content }),
  });

describe.skipIf(postgresSkipReason)("a PostgreSQL outage", () => {
  it("answers pages and writes 503 with Retry-After while the database is away, and serves again when it is back", async () => {
    expect((await get(`/article/${slug}`)).status).toBe(200);
    expect((await get("/account", { cookie })).status).toBe(200);
    expect((await comment("Before the outage.")).status).toBe(200);

    await proxy.cut();
    const page = await get("/politics?during=outage");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("30");
    expect(await page.text()).toContain("The site is briefly unavailable");
    const signedIn = await get("/account", { cookie });
    expect([signedIn.status, signedIn.headers.get("retry-after")]).toEqual([503, "30"]);
    const write = await comment("During the outage.");
    expect([write.status, write.headers.get("retry-after")]).toEqual([503, "30"]);
    expect(await write.json()).toEqual({
      ok: false,
      error: "The site is briefly unavailable. Please try again in a minute.",
    });
    const plainPost = await fetch(`${server.url}/api/comments`, {
      method: "POST",
      headers: { cookie, "Sec-Fetch-Mode": "navigate", Accept: "text/html" },
      body: new URLSearchParams({ intent: "post", articleId, content: "Without JavaScript." }),
      redirect: "manual",
    });
    expect([plainPost.status, plainPost.headers.get("retry-after")]).toEqual([503, "30"]);
    expect(await plainPost.text()).toContain("The site is briefly unavailable");
    expect((await get("/healthz")).status).toBe(503);

    await proxy.restore();
    const back = Date.now();
    let status = 0;
    let attempts = 0;
    while (Date.now() - back < 10_000 && status !== 200) {
      status = (await get("/account", { cookie })).status;
      attempts++;
    }
    console.log(
      `[outage] serving again ${Date.now() - back} ms after the database came back (${attempts} tries)`,
    );
    expect(status).toBe(200);
    expect((await get("/politics?after=outage")).status).toBe(200);
    expect((await comment("After the outage.")).status).toBe(200);
    expect(server.output()).not.toMatch(/^\s+at /m);
  });
});
