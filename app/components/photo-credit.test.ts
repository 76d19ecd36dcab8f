import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhotoCredit } from "./photo-credit.tsx";

const shown = (credit: { name: string; slug: string | null } | null) =>
  renderToStaticMarkup(createElement(PhotoCredit, { credit }));

describe("a picture's credit beneath it (decision 0071)", () => {
  it("links a person's name to their author page, shows a text as written, and nothing without one", () => {
    expect(shown({ name: "Mina Das", slug: "mina-das" })).toMatch(
      /^<span>Photo: <a href="\/author\/mina-das"[^>]*>Mina Das<\/a><\/span>$/,
    );
    expect(shown({ name: "Courtesy of <the> district", slug: null })).toBe(
      "<span>Photo: Courtesy of &lt;the&gt; district</span>",
    );
    expect(shown(null)).toBe("");
  });
});
