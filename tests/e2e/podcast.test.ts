import { spawnSync } from "node:child_process";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { photo } from "../helpers/images.ts";
import { chooseByline, confirmPublish, openSection, setImageUrl } from "./portal-flows.ts";
import { expectToast, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";

/** A podcast (issue 41, decision 0074): an editor adds a show, a contributor writes episode 1 with an
 * audio file and submits it, the editor publishes it, and a reader finds it on the show's page (with its
 * player) and in its feed. Axe clean at 375 and 1280 px. */
const EDITOR = staffAccount("show-editor", "Show Editor");
const WRITER = staffAccount("show-writer", "Show Writer");
const site = setUpPortal([EDITOR, WRITER], {
  roles: { "show-editor": "editor", "show-writer": "contributor" },
  prepare(dataDir) {
    const done = spawnSync(process.execPath, ["--import", "tsx", "tests/helpers/podcast-audio.ts"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    if (done.status !== 0) throw new Error(`podcast-audio failed: ${done.stderr}${done.stdout}`);
  },
});
const WIDTHS = [375, 1280] as const;
const SHOTS = process.env.SCREENSHOT_DIR;
const SHOW = "The Bell Hour";
const TITLE = "Episode 1: The new bell schedule";

async function check(page: Page, name: string, width: number) {
  expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

async function uploadCover(page: Page, size: number) {
  await page
    .getByRole("group", { name: /^Cover/ })
    .locator('input[type="file"]')
    .setInputFiles({ name: `cover-${size}.png`, mimeType: "image/png", buffer: await photo(size, size) });
  await page.getByRole("button", { name: "Remove image" }).waitFor();
}

describe("a podcast", () => {
  let episodeUrl = "";

  it("an editor adds a show; a cover under 1400 px is refused with a clear message", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(`${site.url}/admin/dashboard/podcasts`);
    await page.getByRole("heading", { name: "Podcasts", level: 1 }).waitFor();
    const form = page.locator("#add-show");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(SHOW);
    await form.getByLabel("Description").fill("Students talk about what happened at school this week.");
    await form.getByLabel("Category").selectOption("Education > Courses");
    await form.getByLabel("Owner's email").fill("adviser@borderland.test");
    await uploadCover(page, 1000);
    await form.getByRole("button", { name: "Add show" }).click();
    await expectToast(page, "Failed to add the show");
    await form.getByText(/The cover is 1000 × 1000 pixels\. .* at least 1400 × 1400 pixels/).waitFor();
    await check(page, "podcasts-cover-refused", 1280);
    await form.getByRole("button", { name: "Remove image" }).click();
    await uploadCover(page, 1500);
    await form.getByRole("button", { name: "Add show" }).click();
    await expectToast(page, "Show added", `${SHOW} is at /podcasts/the-bell-hour.`);
    await page.getByRole("heading", { name: SHOW, level: 3 }).waitFor();
    await check(page, "podcasts", 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await check(page, "podcasts", 375);
  });

  it("a contributor writes episode 1 with its audio file and submits it", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, WRITER);
    await openSection(page, site.url, "articles/new");
    await page.getByLabel("Title").fill(TITLE);
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("This week: why the first bell moves to 8:40, and what the students think.");
    await chooseByline(page, "Ana Ortiz");
    await setImageUrl(page, `${site.url}/images/default-article.svg`);
    const episode = page.getByRole("group", { name: "Podcast episode" });
    await episode.getByLabel("Show").selectOption({ label: SHOW });
    await episode.getByLabel("Episode number").fill("1");
    await episode.getByLabel("Audio file").selectOption({ label: "episode.mp3 · 0:03" });
    await check(page, "episode-editor", 1280);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expectToast(page, "Draft saved");
    await page.waitForURL(/\/admin\/dashboard\/articles\/[0-9a-f-]{36}$/);
    episodeUrl = page.url();
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expectToast(page, "Submitted for review");
  });

  it("an editor publishes it; a reader sees it with its player on the show page, and the feed lists it", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(episodeUrl);
    const episode = page.getByRole("group", { name: "Podcast episode" });
    await episode.getByLabel("Episode number").waitFor();
    expect(await episode.getByLabel("Episode number").inputValue()).toBe("1");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await confirmPublish(page);
    await expectToast(page, "Article published", "Readers see it now");

    const reader = await site.page({ width: 1280 });
    for (const width of WIDTHS) {
      await reader.setViewportSize({ width, height: 900 });
      await reader.goto(`${site.url}/podcasts`);
      await reader.getByRole("link", { name: SHOW }).click();
      await reader.getByRole("heading", { name: SHOW, level: 1 }).waitFor();
      const item = reader.getByRole("listitem").filter({ hasText: TITLE });
      const player = item.locator("audio");
      expect(await player.getAttribute("controls")).not.toBeNull();
      expect(await player.getAttribute("preload")).toBe("none");
      const src = await item.locator("audio source").getAttribute("src");
      expect((await fetch(`${site.url}${src}`)).headers.get("content-type")).toBe("audio/mpeg");
      // Server-rendered: no script on the page but the islands' boot, which has nothing to hydrate.
      expect(await reader.locator("script[src*='entry.client']").count()).toBe(0);
      await check(reader, "podcast-show", width);
      await reader.goto(`${site.url}/podcasts`);
      await check(reader, "podcasts-public", width);
      await reader.goto(`${site.url}/podcasts/the-bell-hour`);
      await reader.getByRole("link", { name: new RegExp(TITLE) }).click();
      await reader.getByRole("region", { name: "Listen to this episode" }).locator("audio").waitFor();
      await check(reader, "episode-article", width);
    }
    const feed = await fetch(`${site.url}/podcasts/the-bell-hour/feed.xml`);
    expect(feed.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const { rss } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(
      await feed.text(),
    );
    expect(rss.channel.title).toBe(SHOW);
    expect(rss.channel.item.title).toBe(TITLE);
    expect(rss.channel.item["itunes:episode"]).toBe(1);
    expect(rss.channel.item.enclosure["@type"]).toBe("audio/mpeg");
  });
});
