import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { EMBED_PRIVATE_ADDRESS } from "#shared/embed-texts.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import {
  startFakeEmbedProviders,
  type FakeEmbedProviders,
} from "../../../tests/helpers/fake-embed-providers.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { media } from "../../db/schema.ts";
import { createAddressPolicy } from "../../providers/address-policy.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { createPageFetch } from "../../providers/outbound.ts";
import { makeEmbed, type EmbedDeps } from "./preview.ts";

let fake: FakeEmbedProviders;
let dir: string;
beforeAll(async () => {
  fake = await startFakeEmbedProviders();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-embeds-"));
});
afterAll(async () => {
  await fake.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let counter = 0;
describeEachEngine("embed previews", ({ db }) => {
  const storage = () => createLocalStorage(path.join(dir, "uploads"));
  /** The site as a test runs it: 127.0.0.1 allowed (PROVIDER_ALLOW_ADDRESSES), previews through the fake. */
  const deps = (over: Partial<EmbedDeps> = {}): EmbedDeps => ({
    db: db(),
    storage: storage(),
    fetch: createPageFetch({ policy: createAddressPolicy(["127.0.0.1"]) }),
    via: fake.url,
    ...over,
  });
  const writer = () => makeUser(db(), { role: "contributor", username: `writer-${counter++}` });
  const images = async () => (await db().select({ n: count() }).from(media))[0]!.n;

  it("fetches a YouTube link's preview once and keeps its thumbnail as a library upload", async () => {
    const actor = await writer();
    const asked = fake.requests.length;
    const block = await makeEmbed(deps(), actor, { link: "https://youtu.be/dQw4w9WgXcQ" });
    expect(block).toMatchObject({
      provider: "youtube",
      url: "https://youtu.be/dQw4w9WgXcQ",
      title: "The school board meets on the budget",
      image: expect.stringMatching(/^\/uploads\/[\w-]+-\d+\.webp$/),
    });
    expect(fake.requests.slice(asked)).toEqual([
      `/www.youtube.com/oembed?format=json&url=${encodeURIComponent("https://www.youtube.com/watch?v=dQw4w9WgXcQ")}`,
      "/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    ]);
    const [row] = await db().select().from(media).where(eq(media.uploadedBy, actor.id));
    expect(row).toMatchObject({ width: 640, height: 360, mimeType: "image/jpeg" });
  });

  it("makes an unknown link a link card from its Open Graph tags", async () => {
    const block = await makeEmbed(deps(), await writer(), { link: "https://example.org/story" });
    expect(block).toMatchObject({
      provider: "link",
      title: "Gym roof repairs & what they cost",
      description: "The district explains the bill.",
      image: expect.stringMatching(/^\/uploads\//),
    });
    // Without the rewrite, straight at a local page: the policy's exception for tests lets it through.
    const direct = await makeEmbed(deps({ via: undefined }), await writer(), {
      link: `${fake.url}/example.org/story`,
    });
    expect(direct).toMatchObject({ provider: "link", title: "Gym roof repairs & what they cost" });
  });

  it("still makes the embed when the preview cannot be fetched", async () => {
    fake.answer("/api.datawrapper.de/v3/oembed", { status: 503, body: "down" });
    const failures: string[] = [];
    const before = await images();
    const block = await makeEmbed(
      deps({ onPreviewFailure: (message) => failures.push(message) }),
      await writer(),
      { link: "https://datawrapper.dwcdn.net/AbC12/3/" },
    );
    expect(block).toEqual({ provider: "datawrapper", url: "https://datawrapper.dwcdn.net/AbC12/3/" });
    expect(failures).toHaveLength(1);
    expect(await images()).toBe(before);
    // No way out at all (an address nobody answers): the same.
    const offline = await makeEmbed(deps({ via: "http://127.0.0.1:9" }), await writer(), {
      link: "https://vimeo.com/76979871",
    });
    expect(offline).toEqual({ provider: "vimeo", url: "https://vimeo.com/76979871" });
  });

  it("refuses a link to a private address with a clear message, and stores nothing", async () => {
    const strict = deps({ fetch: createPageFetch({ policy: createAddressPolicy() }), via: undefined });
    const before = await images();
    const asked = fake.requests.length;
    for (const link of [`${fake.url}/example.org/story`, "http://10.0.0.1/admin", "http://localhost:1/"])
      await expect(makeEmbed(strict, await writer(), { link }), link).rejects.toMatchObject({
        status: 400,
        message: EMBED_PRIVATE_ADDRESS,
      });
    expect(fake.requests.length).toBe(asked);
    expect(await images()).toBe(before);
  });

  it("refuses what is not a link, and a reader", async () => {
    await expect(makeEmbed(deps(), await writer(), { link: "not a link" })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      makeEmbed(deps(), await makeUser(db(), { role: "reader", username: `reader-${counter++}` }), {
        link: "https://example.org/story",
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
