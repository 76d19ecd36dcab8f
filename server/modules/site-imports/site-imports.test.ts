import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { SITE_IMPORT_PART_BYTES } from "#shared/constants.ts";
import { exportFetchingFrom, startOldSite, tempDir } from "../../../tests/helpers/moving-in.ts";
import { member } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, auditEvents, jobs, siteImports } from "../../db/schema.ts";
import { createAddressPolicy } from "../../providers/address-policy.ts";
import { createLocalImportStore } from "../../providers/import-store.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { createFileFetch } from "../../providers/outbound.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { startWorker } from "../jobs/worker.ts";
import { siteImportHandler } from "./job.ts";
import { ANOTHER_RUNNING, confirmImport, discardImport, listImports } from "./manage.ts";
import { SITE_IMPORT_JOB } from "./queue.ts";
import { receivePart, startUpload } from "./uploads.ts";

let site: Awaited<ReturnType<typeof startOldSite>>;
let dir: string;
let wxr: Buffer;
beforeAll(async () => {
  site = await startOldSite();
  dir = tempDir();
  // The fixture, padded past one part with a comment, so that it comes in two.
  const text = fs.readFileSync(exportFetchingFrom("wordpress.xml", site.origin, dir), "utf8");
  wxr = Buffer.from(text.replace("<channel>", `<channel><!--${" ".repeat(SITE_IMPORT_PART_BYTES)}-->`));
});
afterAll(async () => {
  await site.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describeEachEngine("Settings → Import (decision 0070)", ({ db }) => {
  const store = () => createLocalImportStore(path.join(dir, "imports"));
  let stopAfter = Infinity;
  let changes: unknown[] = [];
  beforeEach(() => {
    stopAfter = Infinity;
    changes = [];
  });
  const handler = () => {
    let handled = 0;
    return siteImportHandler({
      store: store(),
      storage: createLocalStorage(path.join(dir, "uploads")),
      dataDir: dir,
      fetchFile: createFileFetch({ policy: createAddressPolicy(["127.0.0.1"]) }),
      onChange: (change) => void changes.push(change),
      // Asked once after each post or page: the run stops after `stopAfter` of them.
      stopping: () => ++handled >= stopAfter,
    });
  };
  /** One run of the queue: its jobs, those beside the others included, to their end. */
  const runQueue = async () => {
    const errors: string[] = [];
    const worker = startWorker({
      db: db(),
      handlers: { [SITE_IMPORT_JOB]: handler() },
      onError: (m) => void errors.push(m),
    });
    await worker.firstRead;
    await worker.stop();
    return errors;
  };
  const rowOf = async (id: string) =>
    (await db().select().from(siteImports).where(eq(siteImports.id, id)))[0]!;
  const upload = async (admin: SessionUser, bytes: Buffer, name = "site.xml") => {
    const { id } = await startUpload(db(), admin, { name, size: bytes.length });
    for (let offset = 0; offset < bytes.length; offset += SITE_IMPORT_PART_BYTES)
      await receivePart(
        db(),
        store(),
        admin,
        id,
        offset,
        bytes.subarray(offset, offset + SITE_IMPORT_PART_BYTES),
      );
    return id;
  };

  it("is for admins: an editor is refused every step", async () => {
    const editor = await member(db(), "editor");
    await expect(startUpload(db(), editor, { name: "a.xml", size: 10 })).rejects.toThrow(
      "Only an admin can import a site.",
    );
    await expect(listImports(db(), editor)).rejects.toThrow("Only an admin");
    await expect(confirmImport(db(), editor, crypto.randomUUID())).rejects.toThrow("Only an admin");
  });

  it("refuses a file that is neither WXR nor Ghost JSON at its first part, keeping nothing", async () => {
    const admin = await member(db(), "admin");
    const bytes = Buffer.from("title,body\nHello,World\n");
    const { id } = await startUpload(db(), admin, { name: "posts.csv", size: bytes.length });
    await expect(receivePart(db(), store(), admin, id, 0, bytes)).rejects.toThrow(
      "posts.csv is neither a WordPress export (WXR) nor a Ghost export (JSON)",
    );
    expect(await db().select().from(siteImports)).toEqual([]);
    expect(fs.existsSync(path.join(dir, "imports", id))).toBe(false);
    await expect(startUpload(db(), admin, { name: "huge.xml", size: 600 * 1024 * 1024 })).rejects.toThrow(
      "Please choose an export smaller than 500 MB",
    );
  });

  it("takes the parts in turn, a part again without change, and goes on with an upload begun before", async () => {
    const admin = await member(db(), "admin");
    const { id } = await startUpload(db(), admin, { name: "site.xml", size: wxr.length });
    const first = wxr.subarray(0, SITE_IMPORT_PART_BYTES);
    const second = wxr.subarray(SITE_IMPORT_PART_BYTES);
    await expect(receivePart(db(), store(), admin, id, SITE_IMPORT_PART_BYTES, second)).rejects.toThrow(
      "The server has 0 bytes of this file: send from there.",
    );
    expect(await receivePart(db(), store(), admin, id, 0, first)).toEqual({
      received: first.length,
      state: "uploading",
    });
    expect(await receivePart(db(), store(), admin, id, 0, first)).toEqual({
      received: first.length,
      state: "uploading",
    });
    // The tab was closed: the same file, chosen again, goes on from the server's copy.
    expect(await startUpload(db(), admin, { name: "site.xml", size: wxr.length, resume: id })).toEqual({
      id,
      received: first.length,
    });
    expect(await receivePart(db(), store(), admin, id, first.length, second)).toEqual({
      received: wxr.length,
      state: "checking",
    });
    expect(await db().select({ n: count() }).from(jobs).where(eq(jobs.name, SITE_IMPORT_JOB))).toEqual([
      { n: 1 },
    ]);
  });

  it("dry-runs, then imports in turns that go on from where the last stopped, with one report and one audit entry", async () => {
    const admin = await member(db(), "admin");
    const id = await upload(admin, wxr);
    expect(await runQueue()).toEqual([]);
    const checked = await rowOf(id);
    expect(checked).toMatchObject({ state: "checked", handled: 0, total: 8 });
    expect(checked.dryRun).toMatchObject({ dryRun: true, posts: { imported: 5, skipped: 1, already: 0 } });
    expect(await db().select({ n: count() }).from(articles)).toEqual([{ n: 0 }]);

    await confirmImport(db(), { ...admin, ip: "198.51.100.7" }, id);
    stopAfter = 3;
    await runQueue();
    expect(await rowOf(id)).toMatchObject({ state: "importing", handled: 3 });
    stopAfter = Infinity;
    await runQueue();
    const done = await rowOf(id);
    expect(done).toMatchObject({ state: "done", handled: 8 });
    expect(done.report).toMatchObject({
      dryRun: false,
      posts: { imported: 5, skipped: 1, already: 0 },
      // Those the old site serves are copied; the fixture's others are only in an uploads folder.
      images: { imported: 1, skipped: 2, already: 0 },
    });
    expect(changes).toContain("everything");
    expect(await db().select({ n: count() }).from(articles)).toEqual([{ n: 5 }]);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.action, "import"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ ip: "198.51.100.7", summary: expect.stringContaining("5 posts") });
    // The file is gone; the reports stay.
    expect(fs.existsSync(path.join(dir, "imports", id))).toBe(false);
    expect((await listImports(db(), admin))[0]).toMatchObject({ id, state: "done" });
  });

  it("starts one import at a time, and discards one not wanted", async () => {
    const admin = await member(db(), "admin");
    const first = await upload(admin, wxr, "one.xml");
    const second = await upload(admin, wxr, "two.xml");
    await runQueue();
    await confirmImport(db(), admin, first);
    await expect(confirmImport(db(), admin, second)).rejects.toThrow(ANOTHER_RUNNING);
    expect((await rowOf(second)).state).toBe("checked");
    await expect(discardImport(db(), store(), dir, admin, first)).rejects.toThrow("cannot be discarded");
    await discardImport(db(), store(), dir, admin, second);
    expect((await rowOf(second)).state).toBe("discarded");
    expect(fs.existsSync(path.join(dir, "imports", second))).toBe(false);
  });

  it("refuses at its dry run an XML file that is not a WordPress export", async () => {
    const admin = await member(db(), "admin");
    const id = await upload(
      admin,
      Buffer.from('<?xml version="1.0"?><rss><channel><title>x</title></channel></rss>'),
    );
    await runQueue();
    expect(await rowOf(id)).toMatchObject({
      state: "refused",
      error: "The file is XML but not a WordPress export (WXR): it has no wp:wxr_version",
    });
  });
});
