import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Article } from "./article-view.tsx";
import { LongFormView } from "./story-layouts.tsx";

const VIDEO =
  '<video controls="" preload="metadata" src="/uploads/v.mp4" poster="/uploads/p-1600.webp">' +
  '<track kind="captions" src="/uploads/c.vtt" srclang="en" label="English" default=""></video>';

const article = (change: Partial<Article>): Article => ({
  id: "a",
  title: "The river",
  excerpt: "",
  content: "<p>Text</p>",
  category: "News",
  author: "Wren",
  imageUrl: "/uploads/lead.webp",
  image: {
    img: {
      src: "/uploads/lead.webp",
      width: 1600,
      height: 900,
      alt: "The river at dawn",
      loading: "eager",
      decoding: "async",
    },
    fallback: "/uploads/lead.webp",
  },
  imageCaption: "The river at dawn",
  publishedAt: null,
  updatedAt: "2026-12-01T00:00:00Z",
  layout: "long-form",
  headlineOver: true,
  ...change,
});

const shown = (change: Partial<Article>) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(LongFormView, { article: article(change) })),
  );

describe("a long-form piece's header (decision 0076)", () => {
  it("shows its header video full-bleed, the headline under it, and not the header photo", () => {
    const html = shown({ headerVideo: VIDEO });
    expect(html).toContain(`<div class="long-form-video">${VIDEO}</div>`);
    expect(html.indexOf("<h1")).toBeGreaterThan(html.indexOf("<video"));
    expect(html).not.toContain("long-form-over");
    expect(html).not.toContain("/uploads/lead.webp");
    expect(html).not.toMatch(/autoplay/);
  });

  it("without a video, shows the photo with the headline over it, as before", () => {
    const html = shown({ headerVideo: null });
    expect(html).toContain("long-form-over");
    expect(html).toContain("/uploads/lead.webp");
    expect(html).not.toContain("<video");
  });
});
