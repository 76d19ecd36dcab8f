import { describe, expect, it } from "vitest";
import { sanitizeContent } from "../content/sanitize.ts";
import { ghostCards } from "./ghost-cards.ts";

describe("Ghost's embed and bookmark cards (decision 0075)", () => {
  it("become our embed blocks, which the sanitizer keeps", () => {
    const html =
      '<p>Before</p><figure class="kg-card kg-embed-card"><iframe width="200" height="113" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" frameborder="0" allowfullscreen title="A talk"></iframe></figure>' +
      '<figure class="kg-card kg-embed-card"><blockquote class="twitter-tweet"><p lang="en">Hi</p>&mdash; NASA (@NASA) <a href="https://twitter.com/NASA/status/1790000000000000000?ref_src=twsrc%5Etfw">May 1, 2024</a></blockquote>\n<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></figure>' +
      '<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://example.org/story"><div class="kg-bookmark-content"><div class="kg-bookmark-title">Roof &amp; repairs</div><div class="kg-bookmark-description">The bill.</div><div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="https://example.org/icon.png" alt=""><span class="kg-bookmark-publisher">Example</span></div></div><div class="kg-bookmark-thumbnail"><img src="https://example.org/roof.jpg" alt=""></div></a></figure>';
    expect(sanitizeContent(ghostCards(html))).toBe(
      "<p>Before</p>" +
        '<figure class="embed" data-embed="youtube" data-url="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed"><a href="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" rel="noopener noreferrer">https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed</a></figure>' +
        '<figure class="embed" data-embed="x" data-url="https://twitter.com/NASA/status/1790000000000000000?ref_src=twsrc%5Etfw"><a href="https://twitter.com/NASA/status/1790000000000000000?ref_src=twsrc%5Etfw" rel="noopener noreferrer">https://twitter.com/NASA/status/1790000000000000000?ref_src=twsrc%5Etfw</a></figure>' +
        '<figure class="embed" data-embed="link" data-url="https://example.org/story" data-title="Roof &amp; repairs" data-description="The bill."><a href="https://example.org/story" rel="noopener noreferrer">Roof &amp; repairs</a></figure>',
    );
  });

  it("leaves a card it cannot read as it was", () => {
    const card =
      '<figure class="kg-card kg-embed-card"><iframe src="https://unknown.example/player"></iframe></figure>';
    expect(ghostCards(card)).toBe(card);
  });
});
