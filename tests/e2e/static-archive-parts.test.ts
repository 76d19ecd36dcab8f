import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { currentSchoolYear } from "../../server/modules/school-year/setting.ts";
import { makeArticle } from "../helpers/factories.ts";
import { checkLinks, filesUnder } from "../helpers/link-check.ts";
import { runScript } from "../helpers/run-script.ts";
import { createTestDatabase, describeEachEngine, postgresSkipReason } from "../helpers/test-db.ts";
import { PUBLIC_URL, useArchiveSite } from "./static-archive-site.ts";

/** Issue 43 (decision 0080): an archive of one school year or one section, whose other links lead to the
 * live site; and `npm run archive` as an operator runs it, with what it refuses. */

describeEachEngine("a part of the site's archive", ({ db }) => {
  const site = useArchiveSite(db);
  const { archive } = site;

  it("archives one school year: its pages by date and their pieces", async () => {
    const year = await currentSchoolYear(db(), site.timeZone);
    const part = path.join(site.scratch, "year");
    await archive({ dir: part, scope: { kind: "year", year: year.slug } });
    const files = filesUnder(part);
    expect(files).toContain(`archive/${year.slug}/index.html`);
    expect(files).toContain(`article/${site.slugs.lead}/index.html`);
    expect(files).not.toContain("politics/index.html");
    expect(checkLinks(part).broken).toEqual([]);
  });

  it("archives one section: its page and pieces, with the rest linked to the live site", async () => {
    const part = path.join(site.scratch, "business");
    await archive({ dir: part, scope: { kind: "section", section: "business" } });
    const files = filesUnder(part);
    expect(files).toContain("business/index.html");
    expect(files).toContain(`article/${site.slugs.business}/index.html`);
    expect(files).not.toContain(`article/${site.slugs.lead}/index.html`);
    expect(fs.readFileSync(path.join(part, "index.html"), "utf8")).toContain('href="business/index.html"');
    const { broken, absolute } = checkLinks(part);
    expect(broken).toEqual([]);
    expect(absolute).toContain(`${PUBLIC_URL}/politics`);
  });
});

it.skipIf(postgresSkipReason)(
  "npm run archive: writes a section with its WARC file; refuses a folder with other things in it, and a run that does not name the live site",
  async () => {
    const handle = await createTestDatabase("postgres");
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-archive-command-"));
    try {
      const { slug } = await makeArticle(handle.database.db, {
        title: "Flood wall holds",
        category: "Politics",
      });
      const env = { DATABASE_URL: handle.url!, DATA_DIR: path.join(scratch, "data"), PUBLIC_URL };
      const dir = path.join(scratch, "politics");
      const warc = path.join(scratch, "politics.warc.gz");
      const run = await runScript("scripts/archive.ts", [dir, "--section", "politics", "--warc", warc], env);
      expect(run, run.output).toMatchObject({ code: 0 });
      expect(run.output).toMatch(
        /The archive in .+ holds \d+ pages and \d+ files: \d+ files written, 0 unchanged, 0 removed\./,
      );
      expect(run.output).toMatch(/The WARC file .+ holds \d+ records\./);
      expect(fs.existsSync(path.join(dir, "article", slug, "index.html"))).toBe(true);
      const busy = path.join(scratch, "busy");
      fs.mkdirSync(busy);
      fs.writeFileSync(path.join(busy, "notes.txt"), "mine");
      const refused = await runScript("scripts/archive.ts", [busy], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        "is not empty and holds no archive: choose an empty folder, or add --force",
      );
      expect(fs.readdirSync(busy)).toEqual(["notes.txt"]);
      const nowhere = path.join(scratch, "nowhere");
      const unnamed = await runScript("scripts/archive.ts", [nowhere], { ...env, PUBLIC_URL: "" });
      expect(unnamed.code).toBe(1);
      expect(unnamed.output).toContain("Set PUBLIC_URL to the site's public address");
      expect(fs.existsSync(nowhere)).toBe(false);
      const badYear = await runScript("scripts/archive.ts", [path.join(scratch, "y"), "--year", "2025"], env);
      expect(badYear).toMatchObject({ code: 1 });
      expect(badYear.output).toContain("There is no school year “2025”: write it as 2025-26.");
    } finally {
      await handle.drop();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  },
);
