import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { createAdminAccount, postForm, signInAdmin } from "../helpers/admin.ts";
import { makeArticle, makeUser } from "../helpers/factories.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { createTestDatabase, postgresSkipReason } from "../helpers/test-db.ts";
import { publishArticle } from "./portal-site.ts";

/** Issue 12, acceptance 4: two app processes on different ports behind one PostgreSQL and one uploads
 * directory, as docs/operations.md sets them up behind a load balancer. What one process does, the
 * other knows: sessions, rate limits and the page cache's invalidation. */
const ADMIN = {
  username: "twin.editor",
  email: "twin.editor@example.org",
  password: "pass-1234",
  name: "Twin",
};

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let uploads: string;
let a: RunningServer;
let b: RunningServer;
let articleId: string;
let reader: string;

beforeAll(async () => {
  if (postgresSkipReason) return;
  handle = await createTestDatabase("postgres");
  const { db } = handle.database;
  const user = await makeUser(db, { emailVerifiedAt: new Date() });
  reader = `bt_session=${(await createSession(db, user.id)).token}`;
  articleId = (await makeArticle(db)).id;
  // With PostgreSQL the data directory holds only the uploads: both processes share it (on a network
  // file system across machines; or S3_* settings instead).
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-shared-data-"));
  // One process each, as a balancer's two addresses (several-processes.test.ts has one port's several).
  const env = { DATABASE_URL: handle.url!, SEED_DEMO: "false", DATA_DIR: uploads, PROCESSES: "1" };
  createAdminAccount(uploads, ADMIN, env);
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await handle?.drop();
  if (uploads) fs.rmSync(uploads, { recursive: true, force: true });
});

const get = (server: RunningServer, pathname: string, cookie?: string) =>
  fetch(`${server.url}${pathname}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });

const comment = (server: RunningServer, content: string) =>
  fetch(`${server.url}/api/comments`, {
    method: "POST",
    headers: { cookie: reader, Accept: "*/*" },
    body: new URLSearchParams({ intent: "post", articleId, content }),
  });

describe.skipIf(postgresSkipReason)("two instances on one PostgreSQL", () => {
  it("share sessions: signed in through one, signed in on the other; signed out through one, out on both", async () => {
    const session = await signInAdmin(a.url, ADMIN);
    expect((await get(b, "/admin/dashboard/articles", session)).status).toBe(200);
    const out = await postForm(b.url, "/admin/logout", {}, session);
    expect(out.status).toBeLessThan(400);
    const after = await get(a, "/admin/dashboard/articles", session);
    expect([after.status, after.headers.get("location")]).toEqual([302, "/admin"]);
  });

  it("share rate limits: comments counted on either count against the same allowance", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await comment(i % 2 ? b : a, `Comment number ${i + 1}.`));
    expect(answers.slice(0, 5).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]!.status).toBe(429);
    expect(await answers[5]!.text()).toContain("You are commenting too quickly.");
    // Each process on its own would have allowed three more.
    expect((await comment(a, "One more.")).status).toBe(429);
  });

  it("share invalidation: a publish through one shows on the other's cached pages within a second", async () => {
    const editor = await signInAdmin(a.url, ADMIN);
    for (const pathname of ["/", "/politics"]) {
      await get(b, pathname);
      expect((await get(b, pathname)).headers.get("x-cache"), pathname).toBe("HIT");
    }
    const title = "Both instances know of the bridge vote";
    await publishArticle(a.url, editor, { title });
    const published = Date.now();
    for (const pathname of ["/", "/politics"]) {
      let html = "";
      while (Date.now() - published < 1000 && !html.includes(title)) {
        html = await (await get(b, pathname)).text();
        if (!html.includes(title)) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(html, `${pathname} on the other instance`).toContain(title);
    }
  });
});
