import { describe, expect, it } from "vitest";
import { highlight, snippetOf } from "./snippet.ts";

const english = (...words: string[]) => ({ words, substrings: [] });
const show = (parts: { text: string; mark: boolean }[]) =>
  parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join("");

describe("search snippets", () => {
  it("marks whole words that start with a searched word or its stem, whatever their case", () => {
    expect(show(highlight("Rivers falling; the river falls, riverside", english("river", "fall")))).toBe(
      "[Rivers] [falling]; the [river] [falls], [riverside]",
    );
    expect(show(highlight("A happy day, unhappy night", english("happi")))).toBe(
      "A [happy] day, unhappy night",
    );
  });

  it("marks a substring anywhere in a run of another script", () => {
    const marks = { words: [], substrings: ["မိုး"] };
    expect(show(highlight("ရန်ကုန်မြို့တွင်မိုးရွာသည်", marks))).toBe("ရန်ကုန်မြို့တွင်[မိုး]ရွာသည်");
  });

  it("takes the body's text around the first match when the excerpt has none, markup never kept", () => {
    const html = `<p>${"Filler words here. ".repeat(30)}</p><p>The <b>flood</b> &lt;script&gt; came.</p>`;
    const parts = snippetOf("An excerpt.", html, english("flood"));
    expect(show(parts)).toMatch(/^….*The \[flood\] <script> came\.$/);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(["flood"]);
    expect(show(snippetOf("Flood excerpt.", html, english("flood")))).toBe("[Flood] excerpt.");
    expect(show(snippetOf("", "<p>Only a body.</p>", english("none")))).toBe("Only a body.");
  });

  it("treats the characters of a pattern typed by a reader as text", () => {
    expect(show(highlight("a (b) c.*", { words: [], substrings: ["(b)", ".*"] }))).toBe("a [(b)] c[.*]");
  });
});
