import { describe, expect, it } from "vitest";
import { embedHtml } from "#shared/embed-markup.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { embedFacades } from "./facade.ts";

const video = embedHtml({
  provider: "youtube",
  url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  title: "Board <meets>",
  image: "/uploads/abc-480.webp",
});
const chart = embedHtml({ provider: "datawrapper", url: "https://datawrapper.dwcdn.net/AbC12/3/" });
const card = embedHtml({
  provider: "link",
  url: "https://example.org/story",
  title: "A story",
  description: "D",
});

describe("embeds as readers get them (decision 0075)", () => {
  it("writes a facade per embed, loading nothing from the provider, and lists the frames' origins", () => {
    const { html, frameSources } = embedFacades(sanitizeContent(`<p>a</p>${video}<p>b</p>${chart}${card}`));
    expect(frameSources.sort()).toEqual([
      "https://datawrapper.dwcdn.net",
      "https://www.youtube-nocookie.com",
    ]);
    // No element loads from a provider: the only addresses of theirs are links and data.
    expect(html).not.toMatch(/<(iframe|script)\b/);
    expect(html).not.toMatch(/src="https?:/);
    expect(html).toContain(
      'data-frame="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1" data-sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"',
    );
    expect(html).toContain('<img class="embed-thumb" src="/uploads/abc-480.webp" alt=""');
    expect(html).toContain('<span class="embed-title">Board &lt;meets&gt;</span>');
    expect(html).toContain("<span>Play</span>");
    // Without a preview: the provider's name, the link and the button.
    expect(html).toMatch(
      /embed-plain[^]*<span class="embed-provider">Datawrapper<\/span><span class="embed-title">datawrapper.dwcdn.net<\/span><span class="embed-link">https:\/\/datawrapper.dwcdn.net\/AbC12\/3\/<\/span>[^]*View chart/,
    );
    expect(html).toContain(
      '<figure class="link-card"><a href="https://example.org/story" rel="noopener noreferrer">',
    );
    expect(html.startsWith("<p>a</p>")).toBe(true);
  });

  it("leaves content without embeds as it is", () => {
    const html = '<p>Text</p><figure class="ql-align-center"><img src="/uploads/a.webp" alt="A" /></figure>';
    expect(embedFacades(html)).toEqual({ html, frameSources: [] });
  });
});
