import { describe, expect, it } from "vitest";
import { renderIssue, type MailStory } from "./issue-mail.ts";

const URL = "https://news.example.org";
const story = (over: Partial<MailStory>): MailStory => ({
  kind: "article",
  id: "0b7c1f0e-8f1e-4b43-9d55-0e6f4c7a9a11",
  title: "The bridge reopens",
  excerpt: "Traffic returns.",
  path: "/article/the-bridge-reopens",
  imageUrl: null,
  publishedAt: new Date("2026-11-28T09:00:00Z"),
  ...over,
});
const images = (html: string) => html.match(/<img [^>]*>/g) ?? [];

describe("an issue's mail", () => {
  it("shows the publication's logo by its absolute address, its name as alt text", () => {
    const { html } = renderIssue("Riverside <Times>", URL, { subject: "S", introHtml: "", stories: [] });
    expect(images(html)).toEqual([
      `<img src="${URL}/images/logo.png" alt="Riverside &lt;Times&gt;" width="48" height="48" style="display:block;border:0">`,
    ]);
  });

  it("shows each story's picture across the column, linked to the story, with its alt text", () => {
    const picture = {
      url: `${URL}/uploads/abc-1200x630.jpg`,
      width: 1200,
      height: 630,
      alt: 'A "wide" river',
    };
    const { html, text } = renderIssue("Borderland Times", URL, {
      subject: "S",
      introHtml: "",
      stories: [story({ image: picture }), story({ id: "other", title: "No picture", path: "/article/no" })],
    });
    const [, first, ...rest] = images(html);
    expect(first).toBe(
      `<img src="${URL}/uploads/abc-1200x630.jpg" alt="A &quot;wide&quot; river" width="552" height="290" style="display:block;width:100%;max-width:552px;height:auto;border:0;margin:0 0 12px">`,
    );
    expect(html).toContain(`<a href="${URL}/article/the-bridge-reopens">${first}</a>`);
    // The story without a picture has none; the text part names no picture.
    expect(rest).toEqual([]);
    expect(text).not.toContain("1200x630");
  });
});
