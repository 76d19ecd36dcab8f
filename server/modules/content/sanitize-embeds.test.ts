import { describe, expect, it } from "vitest";
import { embedHtml } from "#shared/embed-markup.ts";
import { sanitizeContent } from "./sanitize.ts";

const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

describe("sanitizeContent and embeds (decision 0075)", () => {
  it("keeps an embed block and a link card as the editor stores them", () => {
    const video = embedHtml({
      provider: "youtube",
      url: YOUTUBE,
      title: "A talk",
      image: "/uploads/abc-960.webp",
    });
    const card = embedHtml({
      provider: "link",
      url: "https://example.org/story?a=1&b=2",
      title: "A story",
      description: "What happened",
    });
    const html = `<p>Before</p>${video}${card}<p>After</p>`;
    expect(sanitizeContent(html)).toBe(html);
  });

  it("keeps no frame, script or stray attribute an embed came with", () => {
    const out = sanitizeContent(
      `<figure class="embed" data-embed="youtube" data-url="${YOUTUBE}" data-frame="https://evil.example/" onclick="alert(1)" data-image="javascript:alert(1)">` +
        `<iframe src="https://evil.example/"></iframe><script>alert(1)</script><a href="${YOUTUBE}">A talk</a></figure>` +
        `<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>`,
    );
    expect(out).toBe(
      `<figure class="embed" data-embed="youtube" data-url="${YOUTUBE}"><a href="${YOUTUBE}" rel="noopener noreferrer">A talk</a></figure>`,
    );
  });

  it("drops an embed's data when the table does not accept it: an unknown provider, a link it does not embed, a bad scheme", () => {
    for (const [provider, url] of [
      ["evil", "https://evil.example/"],
      ["vimeo", YOUTUBE],
      ["youtube", "javascript:alert(1)//www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["link", YOUTUBE],
    ])
      expect(
        sanitizeContent(
          `<figure class="embed ql-align-center" data-embed="${provider}" data-url="${url}" data-title="t"></figure>`,
        ),
        `${provider} ${url}`,
      ).toBe('<figure class="ql-align-center"></figure>');
    // An ordinary figure keeps none of an embed's data.
    expect(sanitizeContent('<figure data-title="x"><img src="/uploads/a.webp" alt="A"></figure>')).toBe(
      '<figure><img src="/uploads/a.webp" alt="A" /></figure>',
    );
  });
});
