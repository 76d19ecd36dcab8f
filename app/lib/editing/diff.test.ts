import { describe, expect, it } from "vitest";
import { diffWords, htmlText } from "./diff.ts";

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
    expect(parts.filter((p) => p.type === "removed").map((p) => p.text.trim())).toEqual(["rain"]);
    expect(parts.filter((p) => p.type === "added").map((p) => p.text.trim())).toEqual(["snow", "today"]);
  });

  it("gives back both texts exactly", () => {
    const before = "One two three four five.\nSix seven eight.";
    const after = "One three four five six.\nSix eight nine.";
    const parts = diffWords(before, after);
    expect(join(parts, "removed")).toBe(before);
    expect(join(parts, "added")).toBe(after);
  });

  it("finds nothing changed in equal texts, and everything in a text replaced", () => {
    expect(diffWords("same words", "same words")).toEqual([{ type: "same", text: "same words" }]);
    expect(diffWords("", "new")).toEqual([{ type: "added", text: "new" }]);
    expect(diffWords("old", "")).toEqual([{ type: "removed", text: "old" }]);
  });

  it("compares very long, very different texts by paragraph, still exactly", () => {
    const before = Array.from({ length: 2500 }, (_, i) => `a${i}`).join(" ") + "\nend";
    const after = Array.from({ length: 2500 }, (_, i) => `b${i}`).join(" ") + "\nend";
    const parts = diffWords(before, after);
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
