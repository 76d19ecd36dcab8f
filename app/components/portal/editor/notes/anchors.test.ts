import Delta from "quill-delta";
import { describe, expect, it } from "vitest";
import { EMBED, locate, moveThrough, textOfOps } from "./anchors.ts";

const TEXT = "The board met. The vote was 5–2 to keep it open.\n";
const QUOTE = "vote was 5–2";
const note = { index: TEXT.indexOf(QUOTE), length: QUOTE.length, quote: QUOTE };

describe("a note's anchor (issue 38)", () => {
  it("moves with text typed before it, grows with text typed inside, and ignores text typed at its edges", () => {
    const before = new Delta().insert("Late news: ");
    expect(moveThrough(note, before)).toEqual({ index: note.index + 11, length: note.length });
    const inside = new Delta().retain(note.index + 5).insert("indeed ");
    expect(moveThrough(note, inside)).toEqual({ index: note.index, length: note.length + 7 });
    const atStart = new Delta().retain(note.index).insert("final ");
    expect(moveThrough(note, atStart)).toEqual({ index: note.index + 6, length: note.length });
    const atEnd = new Delta().retain(note.index + note.length).insert(" today");
    expect(moveThrough(note, atEnd)).toEqual({ index: note.index, length: note.length });
  });

  it("shrinks when part of its passage is deleted, and is gone when all of it is", () => {
    expect(moveThrough(note, new Delta().retain(note.index).delete(5))).toEqual({
      index: note.index,
      length: note.length - 5,
    });
    expect(moveThrough(note, new Delta().retain(note.index - 4).delete(note.length + 8))).toBeNull();
  });

  it("finds its passage again by its quote, nearest to where it was, or not at all", () => {
    expect(locate(note, TEXT)).toEqual({ index: note.index, length: note.length });
    const moved = `A new first line.\n${TEXT}`;
    expect(locate(note, moved)).toEqual({ index: note.index + 18, length: note.length });
    const twice = `${QUOTE} ... ${TEXT} ... ${QUOTE}`;
    expect(locate(note, twice)?.index).toBe(twice.indexOf(QUOTE, 10));
    expect(locate(note, "The board met.\n")).toBeNull();
  });

  it("counts an image as one position, as the editor does", () => {
    expect(textOfOps([{ insert: "Ab" }, { insert: { figure: { src: "/a.jpg" } } }, { insert: "c\n" }])).toBe(
      `Ab${EMBED}c\n`,
    );
  });
});
