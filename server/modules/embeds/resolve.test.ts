import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isShortLink, matchEmbed } from "#shared/embeds.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import {
  startFakeEmbedProviders,
  type FakeEmbedProviders,
} from "../../../tests/helpers/fake-embed-providers.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { createAddressPolicy } from "../../providers/address-policy.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { createPageFetch, createRedirectLookup } from "../../providers/outbound.ts";
import { makeEmbed, type EmbedDeps } from "./preview.ts";

const TRACK = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
const DID = "did:plc:ewvi7nxzyoun6zhxrhs64oiz";

let fake: FakeEmbedProviders;
let dir: string;
beforeAll(async () => {
  fake = await startFakeEmbedProviders();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-embeds-"));
  const json = (body: unknown) => ({ type: "application/json", body: JSON.stringify(body) });
  fake.answer("/spoti.fi/3xYzAb", { status: 301, body: "", location: TRACK });
  fake.answer("/open.spotify.com/oembed", json({ title: "Game day playlist", type: "rich" }));
});
afterAll(async () => {
  await fake.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("short links (decision 0075)", () => {
  it("are known by their provider's short host, and are no embed as they are", () => {
    for (const link of [
      "https://spoti.fi/3xYzAb",
      "https://on.soundcloud.com/AbCd1",
      "https://vm.tiktok.com/ZMabc123/",
      "https://www.tiktok.com/t/ZTRabc123/",
      "https://maps.app.goo.gl/qWeRtY123",
    ]) {
      expect(isShortLink(new URL(link)), link).toBe(true);
      expect(matchEmbed(link), link).toBeNull();
    }
    expect(isShortLink(new URL("https://youtu.be/dQw4w9WgXcQ"))).toBe(false);
    expect(isShortLink(new URL("https://www.tiktok.com/@school/video/7300000000000000000"))).toBe(false);
  });
});

let counter = 0;
describeEachEngine("links resolved when inserted", ({ db }) => {
  const policy = createAddressPolicy(["127.0.0.1"]);
  const deps = (): EmbedDeps => ({
    db: db(),
    storage: createLocalStorage(path.join(dir, "uploads")),
    fetch: createPageFetch({ policy }),
    locate: createRedirectLookup({ policy }),
    via: fake.url,
  });
  const writer = () => makeUser(db(), { role: "contributor", username: `resolver-${counter++}` });

  it("makes a Spotify short link a Spotify embed, asking the short link only, not the provider's page", async () => {
    const asked = fake.requests.length;
    const block = await makeEmbed(deps(), await writer(), { link: "https://spoti.fi/3xYzAb" });
    expect(block).toMatchObject({ provider: "spotify", url: TRACK, title: "Game day playlist" });
    expect(fake.requests.slice(asked)).toEqual([
      "/spoti.fi/3xYzAb",
      `/open.spotify.com/oembed?format=json&url=${encodeURIComponent(TRACK)}`,
    ]);
  });

  it("keeps a short link that leads nowhere as a link card", async () => {
    const block = await makeEmbed(deps(), await writer(), { link: "https://on.soundcloud.com/Gone1" });
    expect(block).toMatchObject({ provider: "link", url: "https://on.soundcloud.com/Gone1" });
  });

  it("keeps a Bluesky post by its author's DID, which survives a change of handle", async () => {
    fake.answer("/public.api.bsky.app/xrpc/com.atproto.identity.resolveHandle", {
      type: "application/json",
      body: JSON.stringify({ did: DID }),
    });
    const block = await makeEmbed(deps(), await writer(), {
      link: "https://bsky.app/profile/school-paper.bsky.social/post/3kq2abcdxyz2a",
    });
    expect(block).toMatchObject({
      provider: "bluesky",
      url: `https://bsky.app/profile/${DID}/post/3kq2abcdxyz2a`,
    });
    expect(matchEmbed(block.url)!.frame).toBe(
      `https://embed.bsky.app/embed/${DID}/app.bsky.feed.post/3kq2abcdxyz2a`,
    );
    expect(fake.requests).toContain(
      "/public.api.bsky.app/xrpc/com.atproto.identity.resolveHandle?handle=school-paper.bsky.social",
    );
    // A handle Bluesky does not know: the link as it was.
    fake.answer("/public.api.bsky.app/xrpc/com.atproto.identity.resolveHandle", { status: 400, body: "" });
    const kept = await makeEmbed(deps(), await writer(), {
      link: "https://bsky.app/profile/gone.bsky.social/post/3kq2abcdxyz2b",
    });
    expect(kept.url).toBe("https://bsky.app/profile/gone.bsky.social/post/3kq2abcdxyz2b");
  });
});
