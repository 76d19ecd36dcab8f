import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { articles, importedItems, siteImports } from "../../server/db/schema.ts";
import { createAdminAccount, postForm, signInAdmin } from "../helpers/admin.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";

/**
 * Settings → Import killed with -9 mid-import on the embedded database (decision 0070): after the
 * restart the import goes on from where it was kept and ends with every post once; nothing is lost and
 * nothing doubled. The built server, its own queue; the export sent as the portal sends it.
 */
const POSTS = 300;
const ADMIN = {
  username: "kill-admin",
  email: "kill-admin@borderland.test",
  password: "kill-admin-passphrase-2026",
  name: "Kill Admin",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exportOf(posts: number): Buffer {
  const items = Array.from(
    { length: posts },
    (_, i) => `<item><title>Board minutes ${i + 1}</title><dc:creator>clerk</dc:creator>
<content:encoded><![CDATA[<p>The board met and agreed item ${i + 1}.</p>]]></content:encoded>
<wp:post_id>${i + 1}</wp:post_id><wp:post_date_gmt>2025-01-01 10:00:00</wp:post_date_gmt>
<wp:post_name>board-minutes-${i + 1}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>`,
  );
  return Buffer.from(`<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
<title>Old site</title><link>http://old.school.example</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:author><wp:author_login>clerk</wp:author_login><wp:author_display_name>The Clerk</wp:author_display_name></wp:author>
${items.join("\n")}</channel></rss>`);
}

describe("an import from the portal killed with -9", () => {
  const dataDir = newDataDir("borderland-import-kill-", "migrated");
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  const post = async (path: string, cookie: string, body: BodyInit, type: string) => {
    const answer = await fetch(`${server!.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": type, Accept: "application/json", Origin: server!.url, Cookie: cookie },
      body,
    });
    return {
      status: answer.status,
      body: (await answer.json()) as { ok: boolean; id?: string; received?: number },
    };
  };
  /** The import's card as the page shows it: its state and progress. */
  const card = async (cookie: string) => {
    const html = await (
      await fetch(`${server!.url}/admin/dashboard/import`, { headers: { Cookie: cookie } })
    ).text();
    const handled = /aria-valuetext="([\d,]+) of/.exec(html)?.[1];
    return { html, handled: handled ? Number(handled.replace(/,/g, "")) : null };
  };
  const until = async (what: string, test: () => Promise<boolean>, ms = 120_000) => {
    for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (await test()) return;
    throw new Error(`waited ${ms} ms for ${what}`);
  };

  it("goes on after the restart and imports every post once", async () => {
    createAdminAccount(dataDir, ADMIN);
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    let cookie = await signInAdmin(server.url, ADMIN);
    const file = exportOf(POSTS);
    const started = await post(
      "/admin/site-imports",
      cookie,
      JSON.stringify({ name: "old.xml", size: file.length }),
      "application/json",
    );
    const id = started.body.id!;
    expect(
      await post(
        `/admin/site-imports/part?id=${id}&offset=0`,
        cookie,
        new Blob([new Uint8Array(file)]),
        "application/octet-stream",
      ),
    ).toMatchObject({ status: 200, body: { ok: true, received: file.length } });
    await until("the dry run", async () => (await card(cookie)).html.includes("Start the import"));
    expect(
      (await postForm(server.url, "/admin/dashboard/import", { intent: "confirm", id }, cookie)).status,
    ).toBeLessThan(400);

    // Killed once the import is well under way, and its place kept at least once.
    await until("the import under way", async () => ((await card(cookie)).handled ?? 0) >= 40);
    await server.crash();
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    cookie = await signInAdmin(server.url, ADMIN);
    await until("the import's end", async () => (await card(cookie)).html.includes("What was imported"));
    await server.stop();
    server = undefined;

    const { db, close } = await openPglite(`${dataDir}/db`);
    try {
      const [row] = await db.select().from(siteImports);
      expect(row).toMatchObject({ state: "done", handled: POSTS, total: POSTS });
      const report = row!.report as { posts: { imported: number; already: number; skipped: number } };
      expect(report.posts.imported + report.posts.already).toBe(POSTS);
      expect(report.posts.skipped).toBe(0);
      expect(await db.select({ n: count() }).from(articles)).toEqual([{ n: POSTS }]);
      expect(await db.select({ n: count() }).from(importedItems)).toEqual([{ n: POSTS + 1 }]);
    } finally {
      await close();
    }
  }, 300_000);
});
