import { describe, expect, it } from "vitest";
import { autoExcerpt, decodeEntities, isBlankHtml, summaryOf, textFromHtml } from "./excerpt.ts";
import { pollHtml } from "./poll-markup.ts";

/** No lone half of a surrogate pair. */
const wellFormed = (s: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe("the automatic excerpt", () => {
  it("is the first 150 characters of the text, then '...'", () => {
    const text = "a".repeat(100) + " " + "b".repeat(100);
    expect(autoExcerpt(`<p>${text}</p>`)).toBe(`${text.slice(0, 150)}...`);
    expect(autoExcerpt("<p>Short.</p>")).toBe("Short....");
  });

  it("counts the text, not the markup: tags removed, blocks read as sentences", () => {
    expect(
      autoExcerpt(
        '<h2>Title</h2><p>First <strong>bold</strong> <a href="https://x.org">link</a>.</p><ul><li>one</li><li>two</li></ul>',
      ),
    ).toBe("Title. First bold link. one. two...");
  });

  it("puts a full stop after a block that ends without punctuation, a space after one that has it", () => {
    expect(
      autoExcerpt(
        "<p>The canteen closes at noon from January</p><h2>What changes:</h2><p>Breakfast moves to the hall.</p>",
      ),
    ).toBe("The canteen closes at noon from January. What changes: Breakfast moves to the hall....");
    expect(
      autoExcerpt(
        "<h1>Why?</h1><p>Because!</p><blockquote>“It is late.”</blockquote><p>One; two…</p><p>Three<br>four</p><p><br></p>",
      ),
    ).toBe("Why? Because! “It is late.” One; two… Three. four...");
  });

  it("reads the story, not a readers' poll's question and choices, unless the text is only the poll", () => {
    const poll = pollHtml({
      id: "0b7c1f0e-8f1e-4b43-9d55-0e6f4c7a9a11",
      question: "Which lunch should come back?",
      choices: [
        { key: "c1", label: "Dal and rice" },
        { key: "c2", label: "Momos" },
      ],
      resultsBeforeVote: false,
      closesAt: "2027-01-01T17:00:00.000Z",
    });
    expect(autoExcerpt(`<p>The cafeteria asks.</p>${poll}<p>Votes close Friday.</p>`)).toBe(
      "The cafeteria asks. Votes close Friday....",
    );
    expect(autoExcerpt(poll)).toBe("Which lunch should come back? Dal and rice. Momos...");
  });

  it("keeps the editor's character count as it was: blocks separated by a space, nothing added", () => {
    expect(textFromHtml("<p>from January</p><h2>What changes:</h2><p>Breakfast</p>")).toBe(
      "from January What changes: Breakfast",
    );
  });

  it("decodes entities, named and numeric, so that '&amp;' counts as one character", () => {
    expect(
      textFromHtml("<p>Tom &amp; Jerry&nbsp;&mdash; &#8220;hi&#8221; &#x1F600; &lt;b&gt; &unknown;</p>"),
    ).toBe("Tom & Jerry — “hi” 😀 <b> &unknown;");
    const amps = "&amp;".repeat(200);
    expect(autoExcerpt(`<p>${amps}</p>`)).toBe(`${"&".repeat(150)}...`);
  });

  it("never decodes a reference to something that is not a character", () => {
    expect(decodeEntities("&#0;&#xD800;&#x110000;&#55357;")).toBe("\uFFFD\uFFFD\uFFFD\uFFFD");
  });

  it("never cuts an emoji, a flag or an accented letter in two", () => {
    const text = "x".repeat(149) + "😀tail";
    const excerpt = autoExcerpt(`<p>${text}</p>`);
    expect(excerpt).toBe(`${"x".repeat(149)}😀...`);
    expect(wellFormed(excerpt)).toBe(true);
    const flags = autoExcerpt(`<p>${"x".repeat(149)}🇮🇳🇧🇩</p>`);
    expect(flags).toBe(`${"x".repeat(149)}🇮🇳...`);
    const accent = autoExcerpt(`<p>${"x".repeat(149)}e\u0301e</p>`);
    expect(accent).toBe(`${"x".repeat(149)}e\u0301...`);
  });

  it("stays well-formed whatever the text, surrogate pairs around the cut included", () => {
    for (let n = 140; n < 160; n++) {
      const excerpt = autoExcerpt(`<p>${"🌧".repeat(n)}</p>`);
      expect(wellFormed(excerpt)).toBe(true);
      expect(Array.from(excerpt.slice(0, -3))).toHaveLength(Math.min(n, 150));
    }
  });
});

describe("blank rich text", () => {
  it("is text-free and image-free markup, such as Quill's empty editor", () => {
    for (const html of ["", "<p><br></p>", "<p>&nbsp;</p><p> </p>", "<h2></h2><ul><li><br></li></ul>"])
      expect(isBlankHtml(html), html).toBe(true);
    for (const html of ["<p>a</p>", '<p><img src="/uploads/a.webp"></p>', "<p>&amp;</p>"])
      expect(isBlankHtml(html), html).toBe(false);
  });
});

describe("a plain text as a page description", () => {
  it("is the text itself, whitespace collapsed, when it fits", () => {
    expect(summaryOf("  Roads closed\n\nafter <the> landslide  ")).toBe("Roads closed after <the> landslide");
    expect(summaryOf("x".repeat(160))).toBe("x".repeat(160));
  });

  it("is cut to the length with '...', never inside an emoji", () => {
    expect(summaryOf("x".repeat(161))).toBe(`${"x".repeat(157)}...`);
    const cut = summaryOf(`${"x".repeat(156)}🇮🇳🇧🇩 more`);
    expect(cut).toBe(`${"x".repeat(156)}🇮🇳...`);
    expect(wellFormed(cut)).toBe(true);
  });
});
