import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { videoHtml } from "#shared/media-blocks.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { mediaFiles } from "../../db/schema.ts";
import { publishForm, updateForm } from "../content/forms.ts";
import { captionsOfPlayers } from "./player-captions.ts";

let counter = 0;

describeEachEngine("a video's captions follow its player when a piece is saved (issue 41)", ({ db }) => {
  const editor = () => makeUser(db(), { role: "editor", username: `editor-${counter++}` });
  const row = async (kind: "video" | "captions") => {
    const key = `${kind}${randomUUID()}.${kind === "video" ? "mp4" : "vtt"}`;
    const [stored] = await db()
      .insert(mediaFiles)
      .values({ kind, storageKey: key, mimeType: kind === "video" ? "video/mp4" : "text/vtt", sizeBytes: 9 })
      .returning();
    return { ...stored!, url: `/uploads/${key}` };
  };
  const player = (video: { url: string }, captions?: { url: string }) =>
    videoHtml({
      src: video.url,
      ...(captions ? { captions: { src: captions.url, srclang: "en", label: "English" } } : {}),
    });
  const captionsOf = async (id: string) =>
    (await db().select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0]!.captionsFileId;

  it("records the captions Edit video put on a video by its address, and keeps them when a player shows none", async () => {
    const video = await row("video");
    const first = await row("captions");
    const second = await row("captions");
    const piece = await publishForm(db(), await editor(), "article", {
      title: `Board meeting ${counter++}`,
      content: `<p>Text</p>${player(video, first)}`,
      author: "Desk",
      category: "Politics",
      imageUrl: "https://example.org/lead.jpg",
    });
    expect(await captionsOf(video.id)).toBe(first.id);

    // Edit video replaced the captions: the editor knows the video only by its address.
    const edit = (content: string) =>
      editor().then((actor) =>
        updateForm(db(), actor, "article", {
          id: piece.id,
          title: piece.title,
          author: "Desk",
          excerpt: "Short",
          imageUrl: "https://example.org/lead.jpg",
          content,
        }),
      );
    await edit(`<p>Text</p>${player(video, second)}`);
    expect(await captionsOf(video.id)).toBe(second.id);

    // A player without captions, or a track that is not a captions file, changes nothing.
    await edit(`<p>Text</p>${player(video)}`);
    expect(await captionsOf(video.id)).toBe(second.id);
    const other = await row("video");
    await edit(`<p>Text</p>${player(video, { url: other.url.replace(".mp4", ".vtt") })}`);
    expect(await captionsOf(video.id)).toBe(second.id);
  });
});

describe("the captions of a text's players", () => {
  it("reads each video's captions track, a later text's winning, and a bucket's addresses", () => {
    const v = (src: string, track = "") => `<video controls preload="metadata" src="${src}">${track}</video>`;
    const t = (src: string) => `<track kind="captions" src="${src}" srclang="en" label="English" default>`;
    expect(
      captionsOfPlayers([
        v("/uploads/a.mp4", t("/uploads/a1.vtt")) +
          v("https://cdn.example/b.webm", t("https://cdn.example/b1.vtt")),
        v("/uploads/a.mp4", t("/uploads/a2.vtt")) + v("/uploads/c.mp4"),
        null,
      ]),
    ).toEqual(
      new Map([
        ["a.mp4", "a2.vtt"],
        ["b.webm", "b1.vtt"],
      ]),
    );
  });
});
