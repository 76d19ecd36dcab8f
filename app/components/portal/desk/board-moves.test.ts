import { describe, expect, it } from "vitest";
import { mayDrop, movesFor } from "./board-moves.ts";

describe("the board's moves", () => {
  it("offers the columns beside a card without a draft", () => {
    expect(movesFor({ status: "assigned", articleId: null }).map((m) => m.label)).toEqual([
      "Move to Drafting",
    ]);
    expect(movesFor({ status: "review", articleId: null }).map((m) => m.to)).toEqual(["drafting", "ready"]);
  });

  it("lets a card with a draft only be marked ready, and a spiked card nowhere", () => {
    expect(movesFor({ status: "review", articleId: "a" }).map((m) => m.to)).toEqual(["ready"]);
    expect(movesFor({ status: "ready", articleId: "a" })).toEqual([]);
    expect(mayDrop({ status: "drafting", articleId: "a" }, "published")).toBe(false);
    expect(mayDrop({ status: "spiked", articleId: null }, "assigned")).toBe(false);
  });
});
