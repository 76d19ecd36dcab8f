import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CreativePieceBody, type CreativeFullPiece } from "./creative-piece-body.tsx";

const VIDEO = '<video controls="" preload="metadata" src="/uploads/v.mp4"></video>';

const piece = (change: Partial<CreativeFullPiece>): CreativeFullPiece => ({
  id: "c",
  title: "Salt and river",
  type: "prose",
  author: "Wren",
  excerpt: "",
  imageUrl: "/uploads/lead.webp",
  image: {
    img: {
      src: "/uploads/lead.webp",
      width: 1600,
      height: 900,
      alt: "A river",
      loading: "eager",
      decoding: "async",
    },
    fallback: "/uploads/lead.webp",
  },
  publishedAt: "2026-12-01T00:00:00Z",
  content: '<h3 id="chapter-one">One</h3><p>Text</p><h3 id="chapter-two">Two</h3>',
  tags: [],
  chapters: [
    { id: "chapter-one", title: "One" },
    { id: "chapter-two", title: "Two" },
  ],
  ...change,
});

/** The markup, without the preload React adds for an eager picture. */
const shown = (change: Partial<CreativeFullPiece>) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(CreativePieceBody, { piece: piece(change), titleId: "t", heading: "h2" }),
    ),
  ).replace(/<link [^>]*>/g, "");

describe("a creative piece in its layout (decision 0076)", () => {
  it("standard: the title, then the photo, then the text; no contents", () => {
    const html = shown({ layout: "standard" });
    expect(html.indexOf('<h2 id="t"')).toBeLessThan(html.indexOf("/uploads/lead.webp"));
    expect(html).not.toContain("Contents");
    expect(html).not.toContain("long-form-body");
  });

  it("long-form: the photo first, the title over it when asked, the contents (an h3 in the dialog), a drop cap", () => {
    const html = shown({ layout: "long-form", headlineOver: true });
    expect(html).toMatch(/^<div class="creative-long-form"><div class="long-form-over">/);
    expect(html).toMatch(/<div class="long-form-titles-over"><h2 id="t"[^>]*>Salt and river<\/h2>/);
    expect(html.match(/<h2 id="t"/g)).toHaveLength(1);
    expect(html).toContain('<h3 id="long-form-toc"');
    expect(html).toContain('href="#chapter-two"');
    expect(html).toContain("prose-body mt-8 long-form-body");
  });

  it("long-form with an opening video: the video in place of the photo, the title under it", () => {
    const html = shown({ layout: "long-form", headlineOver: true, headerVideo: VIDEO });
    expect(html).toContain(`<div class="long-form-video">${VIDEO}</div>`);
    expect(html).not.toContain("long-form-over");
    expect(html).not.toContain("/uploads/lead.webp");
    expect(html.indexOf('<h2 id="t"')).toBeGreaterThan(html.indexOf("<video"));
  });

  it("side by side: the photo beside the text, in a grid of its own", () => {
    const html = shown({ layout: "side-by-side" });
    expect(html).toMatch(/^<div class="creative-side-by-side"><figure class="creative-side-photo">/);
    expect(html.indexOf("/uploads/lead.webp")).toBeLessThan(html.indexOf('<h2 id="t"'));
  });
});
