import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { confirmPublish, pngImage, uploadImage } from "./portal-flows.ts";
import { expectToast, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";

// A video with captions and a poster (issue 41, decision 0073): a contributor uploads a real video (the
// fixtures were made once with ffmpeg) with its WebVTT captions and a poster, submits the piece, an
// editor publishes it, and a reader gets the browser's own player with the captions track, axe clean. The
// piece is long-form and opens with the video: its header (decision 0076). The video's captions are
// removed and added again after Insert.

const EDITOR = staffAccount("video-editor", "Desk Editor");
const WRITER = staffAccount("video-writer", "Vera Video");
const site = setUpPortal([EDITOR, WRITER], { roles: { [WRITER.username]: "contributor" } });
const SHOTS = process.env.SCREENSHOT_DIR;
const TITLE = "School board meets on the new timetable";
const fixture = (name: string) => path.join("tests/fixtures/media", name);

describe("a video with captions and a poster", () => {
  let href = "";

  it("the contributor uploads the video, its captions and a poster (and an audio file), sees the flag until captions are in, and submits", async () => {
    const page = await site.page({ width: 1280, height: 900 });
    await signInQuietly(page, site.url, WRITER);
    await page.goto(`${site.url}/admin/dashboard/articles/new`);
    await page.getByLabel("Title").fill(TITLE);
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("The board voted on Tuesday. Watch the meeting:");
    await page.keyboard.press("Enter");
    await page.getByLabel("Category").selectOption("Business");
    await uploadImage(page);

    await page.getByRole("button", { name: "Video", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Insert video" });
    // A file whose bytes are not its extension is refused, in words.
    await dialog
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: "meeting.mp4",
        mimeType: "video/mp4",
        buffer: fs.readFileSync(fixture("tone.mp3")),
      });
    await dialog
      .getByText("This file's name says MP4, but its contents are MP3.", { exact: false })
      .waitFor();
    await dialog.locator('input[type="file"]').first().setInputFiles(fixture("clip.mp4"));
    await dialog.getByText("Uploaded: clip.mp4").waitFor();
    // ffmpeg's frame is the poster where the server has ffmpeg; without it, the editor chooses one.
    const poster = dialog.getByRole("button", { name: "Remove image" });
    if ((await poster.count()) === 0)
      await dialog
        .locator('input[type="file"][accept*="image"]')
        .setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: await pngImage() });
    await poster.waitFor();
    expect(await axeViolations(page), "the video dialog").toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "video-dialog-1280.png") });
    await dialog.getByRole("button", { name: "Insert video" }).click();
    await page.locator(".ql-editor video").waitFor();
    // A video without captions is flagged beside Submit, as an image without alt text is.
    await page.getByText("1 video has no captions", { exact: false }).first().waitFor();

    // Taken out again (Backspace on the line after it), the flag goes; then in again, with captions.
    await page.locator(".ql-editor > p").last().click();
    await page.keyboard.press("Backspace");
    await page.locator(".ql-editor video").waitFor({ state: "detached" });
    await page.getByText("has no captions", { exact: false }).first().waitFor({ state: "detached" });
    // In again at the very start of a long-form piece's text: its header video (decision 0076).
    await page.getByLabel("Layout").selectOption("long-form");
    await page.locator(".ql-editor > p").first().click();
    await page.keyboard.press("Control+Home");
    await page.getByRole("button", { name: "Video", exact: true }).click();
    await dialog.locator('input[type="file"]').first().setInputFiles(fixture("clip.mp4"));
    await dialog.getByText("Uploaded: clip.mp4").waitFor();
    await dialog.locator('input[type="file"][accept*=".vtt"]').setInputFiles(fixture("captions.vtt"));
    await dialog.getByText("Uploaded: captions.vtt").waitFor();
    if ((await poster.count()) === 0)
      await dialog
        .locator('input[type="file"][accept*="image"]')
        .setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: await pngImage() });
    await poster.waitFor();
    await dialog.getByRole("button", { name: "Insert video" }).click();
    await page.locator(".ql-editor video track").waitFor({ state: "attached" });
    expect(await page.getByText("has no captions", { exact: false }).count()).toBe(0);
    // Changed after Insert: selected (a click), Enter opens Edit video; its captions removed, the flag is back.
    await page.locator(".ql-editor video").click();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit video" });
    await edit.getByText("Captions in English").waitFor();
    await edit.getByRole("button", { name: "Remove captions" }).click();
    await edit.getByText("None. Readers who cannot hear the video need captions.").waitFor();
    expect(await axeViolations(page), "the Edit video dialog").toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "video-edit-1280.png") });
    await edit.getByRole("button", { name: "Save video" }).click();
    await page.locator(".ql-editor video track").waitFor({ state: "detached" });
    await page.getByText("1 video has no captions", { exact: false }).first().waitFor();
    // Selected again, the toolbar's Video button edits it: new captions go through the server's check.
    await page.locator(".ql-editor video").click();
    await page.getByRole("button", { name: "Video", exact: true }).click();
    await edit.locator('input[type="file"][accept*=".vtt"]').setInputFiles({
      name: "notes.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.from("1\n00:00:00,000 --> 00:00:01,000\nHello\n"),
    });
    await edit.getByText("This is not a WebVTT captions file", { exact: false }).waitFor();
    await edit.locator('input[type="file"][accept*=".vtt"]').setInputFiles(fixture("captions.vtt"));
    await edit.getByText("New captions: captions.vtt").waitFor();
    await edit.getByRole("button", { name: "Save video" }).click();
    await page.locator(".ql-editor video track").waitFor({ state: "attached" });
    expect(await page.getByText("has no captions", { exact: false }).count()).toBe(0);
    expect(await page.locator(".ql-editor video").getAttribute("poster")).toMatch(/^\/uploads\//);
    // And the sound of the meeting alone, as an audio block.
    await page.getByRole("button", { name: "Audio", exact: true }).click();
    const audio = page.getByRole("dialog", { name: "Insert audio" });
    await audio.locator('input[type="file"]').setInputFiles(fixture("tone.mp3"));
    await audio.getByText("Uploaded: tone.mp3").waitFor();
    await audio.getByRole("button", { name: "Insert audio" }).click();
    await page.locator(".ql-editor audio").waitFor();

    await page.getByRole("button", { name: "Save draft" }).click();
    await expectToast(page, "Draft saved");
    await page.waitForURL(/\/admin\/dashboard\/articles\/[0-9a-f-]{36}$/);
    href = page.url();
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expectToast(page, "Submitted for review");
  });

  it("the editor publishes it, and a reader gets the player with its captions track; axe at 375 and 1280 px", async () => {
    const desk = await site.page({ width: 1280, height: 900 });
    await signInQuietly(desk, site.url, EDITOR);
    await desk.goto(href);
    await desk.locator(".ql-editor video").waitFor();
    await desk.getByRole("button", { name: "Publish", exact: true }).click();
    await confirmPublish(desk);
    await expectToast(desk, "Article published", "Readers see it now");

    const reader = await site.page({ width: 1280, height: 900 });
    await reader.goto(`${site.url}/article/school-board-meets-on-the-new-timetable`);
    const video = reader.locator("main video");
    await video.waitFor();
    // The long-form piece's header: its opening video, full-bleed, the headline under it, no photo.
    expect(await reader.locator("main .long-form-video video").count()).toBe(1);
    expect(await video.count()).toBe(1);
    expect(Math.round((await video.boundingBox())!.width)).toBe(1280);
    expect((await reader.locator("main h1").boundingBox())!.y).toBeGreaterThan(
      (await video.boundingBox())!.y,
    );
    expect(await video.getAttribute("autoplay")).toBeNull();
    expect(await video.getAttribute("controls")).not.toBeNull();
    expect(await video.getAttribute("poster")).toMatch(/^\/uploads\/.+\.webp$/);
    const track = video.locator("track");
    expect(await track.getAttribute("kind")).toBe("captions");
    expect(await track.getAttribute("srclang")).toBe("en");
    // The browser reads the captions file and the video's metadata itself.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks.length && v.readyState >= 1))
      .toBeTruthy();
    expect(await reader.locator("main audio").getAttribute("src")).toMatch(/^\/uploads\/.+\.mp3$/);
    // A range request on the stored video, as a player makes it.
    const src = (await video.getAttribute("src"))!;
    const range = await fetch(`${site.url}${src}`, { headers: { Range: "bytes=0-99" } });
    expect([range.status, (await range.arrayBuffer()).byteLength]).toEqual([206, 100]);
    // No script of ours for the player.
    const scripts = await reader
      .locator("script[src]")
      .evaluateAll((s) => s.map((e) => e.getAttribute("src")));
    expect(scripts.filter((s) => /video|media/i.test(s ?? ""))).toEqual([]);
    expect(await axeViolations(reader), "1280 px").toEqual([]);
    if (SHOTS) await reader.screenshot({ path: path.join(SHOTS, "video-reader-1280.png"), fullPage: true });
    await reader.setViewportSize({ width: 375, height: 800 });
    expect(Math.round((await video.boundingBox())!.width)).toBe(375);
    expect(await axeViolations(reader), "375 px").toEqual([]);
    if (SHOTS) await reader.screenshot({ path: path.join(SHOTS, "video-reader-375.png"), fullPage: true });
  });
});
