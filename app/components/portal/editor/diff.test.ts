import { describe, expect, it } from "vitest";
import { differs, diffWords, htmlText } from "./diff.ts";

const join = (parts: { type: string; text: string }[], keep: string) =>
  parts
    .filter((p) => p.type === "same" || p.type === keep)
    .map((p) => p.text)
    .join("");

describe("diffWords", () => {
  it("marks the words taken out and put in, and keeps the rest", () => {
    const parts = diffWords("The rain fell on the hills", "The snow fell on the hills today");
    expect(parts).toEqual([
      { type: "same", text: "The " },
      { type: "removed", text: "rain" },
      { type: "added", text: "snow" },
      { type: "same", text: " fell on the hills" },
      { type: "added", text: " today" },
    ]);
  });

  it("tells a changed punctuation mark from its word", () => {
    expect(diffWords("Open at nine.", "Open at nine!")).toEqual([
      { type: "same", text: "Open at nine" },
      { type: "removed", text: "." },
      { type: "added", text: "!" },
    ]);
  });

  it("gives back both texts exactly", () => {
    const before = "One two three four five.\nSix seven eight.";
    const after = "One three four five six.\nSix eight nine.";
    const parts = diffWords(before, after);
    expect(join(parts, "removed")).toBe(before);
    expect(join(parts, "added")).toBe(after);
    expect(differs(parts)).toBe(true);
  });

  it("finds nothing changed in equal texts, and everything in a text replaced", () => {
    expect(diffWords("same words", "same words")).toEqual([{ type: "same", text: "same words" }]);
    expect(differs(diffWords("same words", "same words"))).toBe(false);
    expect(diffWords("", "")).toEqual([]);
    expect(diffWords("", "new")).toEqual([{ type: "added", text: "new" }]);
    expect(diffWords("old", "")).toEqual([{ type: "removed", text: "old" }]);
  });

  it("compares very long, very different texts by line, quickly and still exactly", () => {
    const before = Array.from({ length: 5000 }, (_, i) => `a${i}`).join(" ") + "\nend";
    const after = Array.from({ length: 5000 }, (_, i) => `b${i}`).join(" ") + "\nend";
    const started = performance.now();
    const parts = diffWords(before, after);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(join(parts, "removed")).toBe(before);
    expect(join(parts, "added")).toBe(after);
    expect(parts.at(-1)).toEqual({ type: "same", text: "end" });
  });
});

describe("htmlText", () => {
  it("reads paragraphs as lines and entities as characters", () => {
    expect(htmlText("<p>Tom &amp; Jerry</p><p>a<br>b</p>")).toBe("Tom & Jerry\na\nb");
  });
});
