import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MOVING_IN, tempDir } from "../../../tests/helpers/moving-in.ts";
import { mapCategory, readCategoryMap } from "./categories.ts";
import { readUploadsFile, uploadsFile } from "./images.ts";
import { readExport } from "./read-export.ts";

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, text);
  return at;
};

describe("reading an export", () => {
  it("reads WordPress's posts, pages, authors, comments and featured image", () => {
    const wxr = readExport(path.join(MOVING_IN, "wordpress.xml"));
    expect(wxr).toMatchObject({ system: "wordpress", site: "http://old.borderland.example" });
    expect(wxr.authors.map((a) => a.name)).toEqual(["Rina Das", "Arif Khan"]);
    const flood = wxr.posts.find((p) => p.id === "101")!;
    expect(flood).toMatchObject({
      status: "published",
      classic: false,
      tags: ["Floods", "Barak Valley"],
      authorIds: ["rdas"],
      oldPaths: ["/2026/10/14/flood-walls-hold/", "/?p=101"],
      featuredImage: {
        url: "http://old.borderland.example/wp-content/uploads/2026/05/river.jpg",
        alt: "Brown water over the embankment",
      },
    });
    // A pingback is no comment.
    expect(flood.comments.map((c) => c.state)).toEqual(["approved", "approved", "spam", "pending", "trash"]);
    expect(wxr.posts.find((p) => p.id === "104")).toMatchObject({
      status: "scheduled",
      publishedAt: new Date("2030-01-15T03:30:00Z"),
    });
    expect(wxr.posts.find((p) => p.id === "103")).toMatchObject({ status: "draft", publishedAt: null });
  });

  it("reads a post in review, references in titles and terms, and any text a post holds", () => {
    const item = `<item><title><![CDATA[Arts &amp; the hills]]></title><link>http://old.example/?p=7</link>
      <content:encoded><![CDATA[<p>How to write <!DOCTYPE html> and <!ENTITY x "y">.</p>]]></content:encoded>
      <wp:post_id>7</wp:post_id><wp:post_name><![CDATA[arts]]></wp:post_name><wp:status><![CDATA[pending]]></wp:status>
      <wp:post_type><![CDATA[post]]></wp:post_type>
      <category domain="category" nicename="arts-culture"><![CDATA[Arts &amp; Culture]]></category></item>`;
    const many = "<p>Q&amp;A</p>".repeat(150_000);
    const wxr = readExport(
      file(
        "small.xml",
        `<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>${many}</title>
        <wp:wxr_version>1.2</wp:wxr_version>${item}</channel></rss>`,
      ),
    );
    expect(wxr.posts[0]).toMatchObject({
      title: "Arts & the hills",
      status: "review",
      categories: [{ name: "Arts & Culture", slug: "arts-culture" }],
      html: '<p>How to write <!DOCTYPE html> and <!ENTITY x "y">.</p>',
      oldPaths: ["/?p=7"],
    });
  });

  it("refuses, in one line, what is not an export it can read", () => {
    const refusals: [string, string, RegExp][] = [
      [
        "bomb.xml",
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><rss>&b;</rss>',
        /document type or entities/,
      ],
      ["broken.xml", "<rss><channel><item></channel></rss>", /not well-formed XML/],
      [
        "feed.xml",
        '<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title></channel></rss>',
        /not a WordPress export/,
      ],
      ["other.json", '{"posts": []}', /not a Ghost export/],
      ["broken.json", '{"db": [', /not valid JSON/],
      ["notes.txt", "Hello", /neither a WordPress export \(WXR\) nor a Ghost export/],
    ];
    for (const [name, text, message] of refusals)
      expect(() => readExport(file(name, text)), name).toThrow(message);
    expect(() => readExport(path.join(dir, "absent.xml"))).toThrow("Cannot read");
  });
});

describe("categories", () => {
  it("map by our name or slug, then by the map file, else to General", () => {
    const map = readCategoryMap(file("map.json", '{ "tea trade": "business" }'));
    expect(mapCategory([{ name: "News", slug: "politics" }], map)).toEqual({
      category: "Politics",
      from: "News",
    });
    expect(mapCategory([{ name: "Tea Trade", slug: "tea" }], map)).toEqual({
      category: "Business",
      from: "Tea Trade",
    });
    expect(mapCategory([{ name: "Miscellany", slug: "misc" }], map)).toEqual({
      category: "General",
      from: "Miscellany",
    });
    expect(mapCategory([{ name: "Creative", slug: "creative" }], map)).toEqual({
      category: "General",
      from: "Creative",
    });
    expect(mapCategory([], map)).toEqual({ category: "General", from: "(none)" });
  });

  it("refuse a map file that names no category of ours or is no JSON object", () => {
    expect(() => readCategoryMap(file("bad.json", '{ "Football": "Sport" }'))).toThrow(
      'gives "Sport" for "Football"',
    );
    expect(() => readCategoryMap(file("creative.json", '{ "Poems": "Creative" }'))).toThrow(
      "not one of ours",
    );
    expect(() => readCategoryMap(file("list.json", '["Politics"]'))).toThrow("must be a JSON object");
    expect(() => readCategoryMap(file("text.json", "Politics"))).toThrow("Cannot read the category map");
  });
});

it("finds an image of an uploads copy by its address, never outside the copy", () => {
  expect(uploadsFile("/u", "http://old.example/wp-content/uploads/2024/05/x.jpg?ver=2")).toBe(
    "/u/2024/05/x.jpg",
  );
  expect(uploadsFile("/u", "__GHOST_URL__/content/images/2024/05/y.png")).toBe("/u/2024/05/y.png");
  expect(uploadsFile("/u", "http://old.example/wp-content/uploads/../../etc/passwd")).toBeNull();
  expect(uploadsFile("/u", "http://old.example/wp-content/uploads/%2e%2e/%2e%2e/etc/passwd")).toBeNull();
  expect(uploadsFile("/u", "http://elsewhere.example/x.jpg")).toBeNull();
});

it("reads no file of the uploads copy that a link takes outside it, and says which", async () => {
  const uploads = path.join(dir, "uploads");
  fs.mkdirSync(path.join(uploads, "2024"), { recursive: true });
  fs.writeFileSync(path.join(uploads, "2024", "in.jpg"), "inside");
  fs.writeFileSync(path.join(dir, "secret.txt"), "outside");
  fs.symlinkSync(path.join(dir, "secret.txt"), path.join(uploads, "2024", "out.jpg"));
  fs.symlinkSync(path.join(uploads, "2024", "in.jpg"), path.join(uploads, "2024", "also-in.jpg"));
  fs.symlinkSync(dir, path.join(uploads, "up"));
  const at = (name: string) => `http://old.example/wp-content/uploads/${name}`;
  expect(await readUploadsFile(uploads, at("2024/in.jpg"))).toEqual(Buffer.from("inside"));
  expect(await readUploadsFile(uploads, at("2024/also-in.jpg"))).toEqual(Buffer.from("inside"));
  expect(await readUploadsFile(uploads, at("2024/out.jpg"))).toBe(
    `${path.join("2024", "out.jpg")} in the uploads folder leads outside it (a link): not read`,
  );
  expect(await readUploadsFile(uploads, at("up/secret.txt"))).toBe(
    `${path.join("up", "secret.txt")} in the uploads folder leads outside it (a link): not read`,
  );
  expect(await readUploadsFile(uploads, at("2024/absent.jpg"))).toBeNull();
});
