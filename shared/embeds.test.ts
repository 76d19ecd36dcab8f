import { describe, expect, it } from "vitest";
import { checkEmbed, embedHtml } from "./embed-markup.ts";
import { EMBED_PROVIDERS, frameOrigin, matchEmbed } from "./embeds.ts";

// Each provider's links as editors paste them, and the frame each must load: youtube-nocookie for
// YouTube, the provider's own embed address for the others.
const CASES: [provider: string, link: string, frame: string][] = [
  [
    "youtube",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
  ],
  [
    "youtube",
    "https://youtu.be/dQw4w9WgXcQ?t=1m30s",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90",
  ],
  [
    "youtube",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
  ],
  ["vimeo", "https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"],
  [
    "spotify",
    "https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=x",
    "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC",
  ],
  [
    "soundcloud",
    "https://soundcloud.com/forss/flickermood",
    "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood&auto_play=true&visual=true",
  ],
  [
    "apple-podcasts",
    "https://podcasts.apple.com/us/podcast/the-daily/id1200361736?i=1000650000000",
    "https://embed.podcasts.apple.com/us/podcast/the-daily/id1200361736?i=1000650000000",
  ],
  [
    "x",
    "https://x.com/nasa/status/1790000000000000000",
    "https://platform.twitter.com/embed/Tweet.html?id=1790000000000000000&dnt=true",
  ],
  [
    "x",
    "https://twitter.com/nasa/status/1790000000000000000?s=20",
    "https://platform.twitter.com/embed/Tweet.html?id=1790000000000000000&dnt=true",
  ],
  [
    "instagram",
    "https://www.instagram.com/p/C1a2B3c4D5e/?igsh=x",
    "https://www.instagram.com/p/C1a2B3c4D5e/embed/",
  ],
  [
    "tiktok",
    "https://www.tiktok.com/@scout2015/video/6718335390845095173",
    "https://www.tiktok.com/embed/v2/6718335390845095173",
  ],
  [
    "bluesky",
    "https://bsky.app/profile/bsky.app/post/3l6oveex3ii2l",
    "https://embed.bsky.app/embed/bsky.app/app.bsky.feed.post/3l6oveex3ii2l",
  ],
  [
    "mastodon",
    "https://mastodon.social/@Gargron/110000000000000000",
    "https://mastodon.social/@Gargron/110000000000000000/embed",
  ],
  [
    "google-maps",
    "https://www.google.com/maps/place/Central+Park/@40.78,-73.96,15z",
    "https://maps.google.com/maps?q=Central%20Park&z=15&output=embed",
  ],
  [
    "google-maps",
    "https://www.google.com/maps/embed?pb=!1m18!1m12",
    "https://www.google.com/maps/embed?pb=!1m18!1m12",
  ],
  ["datawrapper", "https://datawrapper.dwcdn.net/AbC12/3/", "https://datawrapper.dwcdn.net/AbC12/3/"],
  ["datawrapper", "https://www.datawrapper.de/_/AbC12/", "https://datawrapper.dwcdn.net/AbC12/"],
  [
    "flourish",
    "https://public.flourish.studio/visualisation/1234567/",
    "https://flo.uri.sh/visualisation/1234567/embed",
  ],
  [
    "google-docs",
    "https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit",
    "https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/preview",
  ],
  [
    "google-sheets",
    "https://docs.google.com/spreadsheets/d/e/2PACX-1vAbCdEfGhIj/pubhtml",
    "https://docs.google.com/spreadsheets/d/e/2PACX-1vAbCdEfGhIj/pubhtml?widget=true&headers=false",
  ],
  [
    "google-forms",
    "https://docs.google.com/forms/d/e/1FAIpQLSAbCdEfGh/viewform?usp=sf_link",
    "https://docs.google.com/forms/d/e/1FAIpQLSAbCdEfGh/viewform?embedded=true",
  ],
];

describe("the embed provider table", () => {
  it.each(CASES)("%s: %s loads %s", (provider, link, frame) => {
    const match = matchEmbed(link);
    expect(match?.provider.id).toBe(provider);
    expect(match?.frame).toBe(frame);
  });

  it("knows every provider the issue names, each with a sandbox and a box", () => {
    expect(EMBED_PROVIDERS.map((p) => p.id)).toEqual(
      expect.arrayContaining([...new Set(CASES.map(([provider]) => provider))]),
    );
    expect(EMBED_PROVIDERS).toHaveLength(new Set(CASES.map(([provider]) => provider)).size);
    for (const provider of EMBED_PROVIDERS) {
      expect(provider.sandbox).toContain("allow-scripts");
      // Never the top page: no frame may navigate the reader's page away.
      expect(provider.sandbox).not.toMatch(/allow-top-navigation|allow-modals|allow-downloads/);
      expect(provider.ratio ?? provider.height).toBeTruthy();
    }
    // Only a form submits.
    expect(EMBED_PROVIDERS.filter((p) => p.sandbox.includes("allow-forms")).map((p) => p.id)).toEqual([
      "google-forms",
    ]);
  });

  it("leaves other links, lookalike hosts and other schemes to the link card", () => {
    for (const link of [
      "https://example.org/story",
      "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      "javascript:alert(1)",
      "https://docs.google.com/forms/d/1AbCdEfGhIjKlMnOp/edit",
      "http://mastodon.social/@Gargron/110000000000000000",
      "https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ",
    ])
      expect(matchEmbed(link), link).toBeNull();
  });

  it("gives frame-src the frame's origin", () => {
    expect(frameOrigin(matchEmbed(CASES[0]![1])!.frame)).toBe("https://www.youtube-nocookie.com");
  });

  it("keeps a block only when the table accepts its provider and link", () => {
    const url = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
    expect(checkEmbed({ provider: "youtube", url, title: " A  talk " })).toEqual({
      provider: "youtube",
      url,
      title: "A talk",
    });
    expect(checkEmbed({ provider: "vimeo", url })).toBeNull();
    expect(checkEmbed({ provider: "link", url })).toBeNull();
    expect(checkEmbed({ provider: "link", url: "https://example.org/a" })).toEqual({
      provider: "link",
      url: "https://example.org/a",
    });
    expect(checkEmbed({ provider: "youtube", url, image: "javascript:alert(1)" })).toEqual({
      provider: "youtube",
      url,
    });
    expect(embedHtml({ provider: "link", url: "https://example.org/?a=1&b=2", title: '"Quoted" <b>' })).toBe(
      '<figure class="embed" data-embed="link" data-url="https://example.org/?a=1&amp;b=2" data-title="&quot;Quoted&quot; &lt;b&gt;"><a href="https://example.org/?a=1&amp;b=2" rel="noopener noreferrer">&quot;Quoted&quot; &lt;b&gt;</a></figure>',
    );
  });
});
