import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yauzl from "yauzl";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { jobs } from "../../db/schema.ts";
import { createLocalBackupStore } from "../../providers/backup-store.ts";
import { startWorker } from "../jobs/worker.ts";
import type { RenderAddress } from "./crawl.ts";
import { ARCHIVE_JOB, archiveZipHandler, getArchiveState } from "./zip-job.ts";
import { archiveDownload, archiveOverview, requestArchive } from "./zip-requests.ts";

/** Settings → Archive (decision 0080): asked for by an admin, made by the queue's worker, downloaded.
 * The pages here are a small site's answers; tests/e2e/static-archive.test.ts renders the real one. */

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-archive-job-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const LIVE = "https://news.example";
const timeZone = "America/Chicago";

const html = (body: string) =>
  new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });

/** A site of two pages and its sitemap. */
const smallSite: RenderAddress = async (address) =>
  address === "/"
    ? html(`<a href="/about">About</a>`)
    : address === "/about"
      ? html("<p>Who we are</p>")
      : address === "/sitemap.xml"
        ? new Response(`<urlset><url><loc>${LIVE}/about</loc></url></urlset>`, {
            headers: { "content-type": "application/xml" },
          })
        : new Response("Not found", { status: 404 });

/** The entries' names of a zip read with yauzl, which checks each entry's CRC-32 and sizes. */
async function entriesOf(bytes: Buffer): Promise<string[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (e, z) =>
      e ? reject(e) : resolve(z),
    ),
  );
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("error", reject).on("end", resolve);
    zip.on("entry", (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        stream.on("end", () => (names.push(entry.fileName), zip.readEntry())).resume();
      }),
    );
    zip.readEntry();
  });
  return names.sort();
}

describeEachEngine("Settings → Archive", ({ db, engine }) => {
  const dir = path.join(scratch, `backups-${engine}`);
  const store = createLocalBackupStore(dir);
  let render: RenderAddress = smallSite;
  const handler = archiveZipHandler({
    store,
    timeZone,
    liveUrl: LIVE,
    uploadsUrl: null,
    openRender: async () => render,
    stopping: () => false,
  });
  const openJobs = () =>
    db()
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.name, ARCHIVE_JOB), isNull(jobs.finishedAt)));

  /** Runs the queue until the archive's job is done. */
  async function work() {
    const worker = startWorker({ db: db(), handlers: { [ARCHIVE_JOB]: handler }, onError: () => {} });
    try {
      await expect.poll(async () => (await openJobs()).length, { timeout: 20_000 }).toBe(0);
    } finally {
      await worker.stop();
    }
  }

  it("is an admin's, of a part the form names, one at a time", async () => {
    await expect(requestArchive(db(), actor("editor"), { part: "site" })).rejects.toThrow(/Only an admin/);
    await expect(requestArchive(db(), actor("admin"), { part: "section:nowhere" })).rejects.toMatchObject({
      status: 400,
      fields: { part: "Choose the whole site, a school year or a section." },
    });
    expect(await requestArchive(db(), actor("admin"), { part: "site" })).toEqual({ part: "the whole site" });
    await expect(requestArchive(db(), actor("admin"), { part: "section:politics" })).rejects.toThrow(
      "An archive is being made already: wait for it to finish, then ask again.",
    );
    const overview = await archiveOverview(db(), store, timeZone);
    expect(overview.job).toMatchObject({ state: "queued", part: "the whole site" });
    expect(overview.ready).toBeNull();
    expect(overview.parts.map((p) => p.value)).toEqual(
      expect.arrayContaining(["site", "section:politics", expect.stringMatching(/^year:\d{4}-\d\d$/)]),
    );
    await expect(archiveDownload(db(), store, actor("admin"))).rejects.toThrow("No archive is ready yet");
  });

  it("is made by the queue into a zip kept with the backups, which an admin downloads", async () => {
    await work();
    const { job, ready } = await getArchiveState(db());
    expect(job?.state).toBe("done");
    const overview = await archiveOverview(db(), store, timeZone);
    expect(overview).toMatchObject({ job: null, ready: { part: "the whole site" } });
    expect(fs.readdirSync(dir)).toEqual([ready!.name]);
    await expect(archiveDownload(db(), store, actor("editor"))).rejects.toThrow(/Only an admin/);
    const download = await archiveDownload(db(), store, actor("admin"));
    expect(download).toMatchObject({ fileName: ready!.name, contentType: "application/zip" });
    const bytes = Buffer.from(await new Response(download.body).arrayBuffer());
    expect(bytes.length).toBe(ready!.size);
    const names = await entriesOf(bytes);
    const root = names[0]!.split("/")[0]!;
    expect(root).toMatch(/^borderland-archive-\d{4}-\d\d-\d\d$/);
    expect(names).toEqual(
      expect.arrayContaining([
        `${root}/index.html`,
        `${root}/about/index.html`,
        `${root}/archive-manifest.json`,
      ]),
    );
  });

  it("says why one failed, keeps the last zip, and replaces it with the next one made", async () => {
    const { ready: before } = await getArchiveState(db());
    render = async () => {
      throw new Error("The site could not be rendered: no build at /srv/build");
    };
    await requestArchive(db(), actor("admin"), { part: "section:politics" });
    await work();
    expect((await archiveOverview(db(), store, timeZone)).job).toMatchObject({
      state: "failed",
      part: "the section politics",
      error: "The site could not be rendered: no build at /srv/build",
    });
    expect((await getArchiveState(db())).ready).toEqual(before);
    render = smallSite;
    // A second apart: the zip's name is the instant it was asked for.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await requestArchive(db(), actor("admin"), { part: "site" });
    await work();
    const { ready } = await getArchiveState(db());
    expect(ready!.name).not.toBe(before!.name);
    expect(fs.readdirSync(dir)).toEqual([ready!.name]);
  });
});
