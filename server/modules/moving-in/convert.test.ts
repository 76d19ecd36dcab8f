import { describe, expect, it } from "vitest";
import { convertBody } from "./convert.ts";
import { wpautop } from "./wpautop.ts";

describe("wpautop, as WordPress makes paragraphs of classic-editor text", () => {
  it("makes a blank line a paragraph and a single newline a <br />", () => {
    expect(wpautop("One\ntwo\n\nThree")).toBe("<p>One<br />\ntwo</p>\n<p>Three</p>\n");
  });

  it("leaves block elements unwrapped and their text inside paragraphs of their own", () => {
    expect(wpautop("Intro\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\nOutro")).toBe(
      "<p>Intro</p>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n<p>Outro</p>\n",
    );
    expect(wpautop("<blockquote>Quoted\n\nTwice</blockquote>")).toBe(
      "<blockquote><p>Quoted</p>\n<p>Twice</p></blockquote>\n",
    );
    expect(wpautop("<table><tr><td>a</td></tr></table>")).toBe(
      "<table>\n<tr>\n<td>a</td>\n</tr>\n</table>\n",
    );
  });

  it("touches nothing inside <pre> or inside a tag's attributes", () => {
    expect(wpautop("Code:\n\n<pre>a\n\nb\nc</pre>")).toBe("<p>Code:</p>\n<pre>a\n\nb\nc</pre>\n");
    expect(wpautop('<a\nhref="/x">link</a> text')).toBe('<p><a\nhref="/x">link</a> text</p>\n');
  });

  it("turns two <br>s into a paragraph break and makes nothing of blank text", () => {
    expect(wpautop("One<br><br>Two")).toBe("<p>One</p>\n<p>Two</p>\n");
    expect(wpautop(" \n ")).toBe("");
  });
});

describe("a post's body made ours", () => {
  it("drops Gutenberg's block comments and keeps the blocks' HTML", () => {
    const html =
      '<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->\n<!-- wp:image {"id":7} -->\n<figure><img src="x.jpg"/></figure>\n<!-- /wp:image -->';
    expect(convertBody(html, false).html).toBe('\n<p>Hi</p>\n\n\n<figure><img src="x.jpg"/></figure>\n');
  });

  it("turns [caption] into a figure with its caption, alone or in classic text", () => {
    const caption =
      '[caption id="attachment_5" align="alignnone" width="300"]<a href="/big.jpg"><img src="/a.jpg" alt="A" /></a> The river[/caption]';
    expect(convertBody(caption, false).html).toBe(
      '<figure><a href="/big.jpg"><img src="/a.jpg" alt="A" /></a><figcaption>The river</figcaption></figure>',
    );
    expect(convertBody(`Before\n\n${caption}\n\nAfter`, true).html).toBe(
      '<p>Before</p>\n<figure><a href="/big.jpg"><img src="/a.jpg" alt="A" /></a><figcaption>The river</figcaption></figure>\n<p>After</p>\n',
    );
  });

  it("takes other shortcodes out, keeping what they enclose, reports them, and leaves other brackets as text", () => {
    const converted = convertBody(
      '[gallery ids="1,2"]\n\n[pullquote]Said so.[/pullquote]\n\nHe wrote [sic] and [1].',
      true,
    );
    expect(converted.html).toBe("\n<p>Said so.</p>\n<p>He wrote [sic] and [1].</p>\n");
    expect(converted.shortcodes.sort()).toEqual(["gallery", "pullquote"]);
  });
});
