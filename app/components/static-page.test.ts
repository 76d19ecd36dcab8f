import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticPage } from "./static-page.tsx";

const page = (sections: { id: string; title: string; content: string }[]) =>
  renderToString(createElement(StaticPage, { title: "About", toc: true, sections }, "Who we are."));

describe("a static page's 'On this page' list", () => {
  it("lists the sections of a page that has headings", () => {
    const html = page([{ id: "history", title: "Our history", content: "Since 2019." }]);
    expect(html).toContain("On this page");
    expect(html).toContain('href="#history"');
  });

  it("is left out of a page with no headings, rather than shown empty", () => {
    const html = page([]);
    expect(html).not.toContain("On this page");
    expect(html).toContain("Who we are.");
  });
});
