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

  it("announces a print edition after the introduction: cover, title, numbers, date, address and contents", () => {
    const edition = {
      label: "Vol. 12, No. 4",
      title: "Homecoming <Issue>",
      date: "October 2, 2026",
      url: `${URL}/print/12/4`,
      cover: { url: `${URL}/uploads/cov-1200x630.jpg`, width: 1200, height: 630, alt: "Front page of it" },
      contents: [
        { page: 1, title: "Court crowned", url: `${URL}/article/court-crowned` },
        { page: 3, title: "Quokka & friends", url: `${URL}/article/quokka` },
      ],
    };
    const { html, text } = renderIssue("Borderland Times", URL, {
      subject: "S",
      introHtml: "<p>Intro</p>",
      stories: [story({})],
      edition,
    });
    const block = html.slice(html.indexOf("New print edition"), html.indexOf("The bridge reopens"));
    expect(html.indexOf("<p>Intro</p>")).toBeLessThan(html.indexOf("New print edition"));
    expect(block).toContain(
      `<a href="${URL}/print/12/4"><img src="${URL}/uploads/cov-1200x630.jpg" alt="Front page of it" width="552" height="290"`,
    );
    expect(block).toContain(
      `<a href="${URL}/print/12/4" style="color:#16181d;text-decoration:underline">Homecoming &lt;Issue&gt;</a>`,
    );
    expect(block).toContain("Vol. 12, No. 4 · October 2, 2026");
    expect(block).toMatch(
      /Page 1<\/td>\n<td[^>]*><a href="[^"]+\/article\/court-crowned"[^>]*>Court crowned<\/a>/,
    );
    expect(block).toMatch(
      /Page 3<\/td>\n<td[^>]*><a href="[^"]+\/article\/quokka"[^>]*>Quokka &amp; friends<\/a>/,
    );
    expect(text).toContain(
      [
        "Intro",
        "",
        "New print edition: Homecoming <Issue>",
        "Vol. 12, No. 4 · October 2, 2026",
        `${URL}/print/12/4`,
        "",
        "In this edition:",
        "Page 1: Court crowned",
        `${URL}/article/court-crowned`,
        "Page 3: Quokka & friends",
        `${URL}/article/quokka`,
        "",
        "The bridge reopens",
      ].join("\n"),
    );
    // An edition none of whose pieces is on the web yet: no empty contents.
    const bare = renderIssue("B", URL, {
      subject: "S",
      introHtml: "",
      stories: [],
      edition: { ...edition, contents: [] },
    });
    expect(bare.html).not.toContain("In this edition");
    expect(bare.text).not.toContain("In this edition");
  });
});
