import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MOVING_IN, tempDir } from "../../../tests/helpers/moving-in.ts";
import { mapCategory, readCategoryMap } from "./categories.ts";
import { readUploadsFile, uploadsFile } from "./images.ts";
import { MAX_GHOST_BYTES, MAX_WXR_BYTES, readExport } from "./read-export.ts";
import type { SourcePost } from "./source.ts";
import { readWxr } from "./wxr.ts";

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, text);
  return at;
};

/** Every post of an export, read to its end. */
async function postsOf(exported: { posts: Iterable<SourcePost> | AsyncIterable<SourcePost> }) {
  const posts: SourcePost[] = [];
  for await (const post of exported.posts) posts.push(post);
  return posts;
}

describe("reading an export", () => {
  it("reads WordPress's posts, pages, authors, comments and featured image", async () => {
    const wxr = await readExport(path.join(MOVING_IN, "wordpress.xml"));
    const posts = await postsOf(wxr);
    expect(wxr).toMatchObject({ system: "wordpress", site: "http://old.borderland.example" });
    expect(wxr.authors.map((a) => a.name)).toEqual(["Rina Das", "Arif Khan"]);
    const flood = posts.find((p) => p.id === "101")!;
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
    expect(posts.find((p) => p.id === "104")).toMatchObject({
      status: "scheduled",
      publishedAt: new Date("2030-01-15T03:30:00Z"),
    });
    expect(posts.find((p) => p.id === "103")).toMatchObject({ status: "draft", publishedAt: null });
  });

  it("reads a post in review, references in titles and terms, and any text a post holds", async () => {
    const item = `<item><title><![CDATA[Arts &amp; the hills]]></title><link>http://old.example/?p=7</link>
      <content:encoded><![CDATA[<p>How to write <!DOCTYPE html> and <!ENTITY x "y">.\x08</p>]]></content:encoded>
      <wp:post_id>7</wp:post_id><wp:post_name><![CDATA[arts]]></wp:post_name><wp:status><![CDATA[pending]]></wp:status>
      <wp:post_type><![CDATA[post]]></wp:post_type>
      <category domain="category" nicename="arts-culture"><![CDATA[Arts &amp; Culture]]></category></item>`;
    const many = "<p>Q&amp;A</p>".repeat(150_000);
    const wxr = await readExport(
      file(
        "small.xml",
        `<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>${many}</title>
        <wp:wxr_version>1.2</wp:wxr_version>${item}</channel></rss>`,
      ),
    );
    expect((await postsOf(wxr))[0]).toMatchObject({
      title: "Arts & the hills",
      status: "review",
      categories: [{ name: "Arts & Culture", slug: "arts-culture" }],
      html: '<p>How to write <!DOCTYPE html> and <!ENTITY x "y">.</p>',
      oldPaths: ["/?p=7"],
    });
  });

  it("refuses, in one line, what is not an export it can read", async () => {
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
      await expect(readExport(file(name, text)), name).rejects.toThrow(message);
    await expect(readExport(path.join(dir, "absent.xml"))).rejects.toThrow("Cannot read");
  });
});

describe("reading a WordPress export as a stream", () => {
  const bomb =
    '<!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><rss>&b;</rss>';

  it("refuses a document type after a comment or a processing instruction that looks like an element", async () => {
    for (const [name, before] of [
      ["comment.xml", '<?xml version="1.0"?><!-- <x -->'],
      ["instruction.xml", '<?xml version="1.0"?><?wxr <x ?>'],
      ["both.xml", "<!-- <rss> --><?x <y?>\n<!-- -->"],
    ])
      await expect(readExport(file(name!, `${before}${bomb}`)), name).rejects.toThrow(
        "The export declares a document type or entities: a WXR file has none",
      );
  });

  const item = (id: number) =>
    `<item><title>Post ${id}</title><link>http://old.example/?p=${id}</link><wp:post_id>${id}</wp:post_id>
    <wp:post_type><![CDATA[post]]></wp:post_type><wp:status>publish</wp:status>
    <content:encoded><![CDATA[<p>Text of ${id} &amp; more</p>]]></content:encoded>
    <wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>9</wp:meta_value></wp:postmeta></item>`;
  const text = `<?xml version="1.0"?><rss><channel><wp:wxr_version>1.2</wp:wxr_version>
    ${item(1)}${item(2)}${item(3)}
    <item><wp:post_id>9</wp:post_id><wp:post_type>attachment</wp:post_type>
    <wp:attachment_url>http://old.example/wp-content/uploads/x.jpg</wp:attachment_url></item>
    <wp:base_blog_url>http://old.example</wp:base_blog_url></channel></rss>`;

  it("reads the text in chunks of any size, and gives each post before the rest is read", async () => {
    const read: number[] = [];
    const pieces = text.match(/[^]{1,7}/g)!;
    async function* chunks() {
      for (const [i, piece] of pieces.entries()) {
        read.push(i);
        yield piece;
      }
    }
    const whole = await readWxr(async function* () {
      yield text;
    });
    const streamed = await readWxr(() => chunks());
    // The first reading (channel, authors, attachments) went to the end: an attachment after its post
    // and the site's address after the items are known.
    expect(streamed.site).toBe("http://old.example");
    read.length = 0;
    const posts: SourcePost[] = [];
    for await (const post of streamed.posts) {
      posts.push(post);
      if (posts.length === 1) expect(read.length).toBeLessThan(pieces.length / 2);
    }
    expect(read).toHaveLength(pieces.length);
    expect(posts.map((p) => p.html)).toEqual([
      "<p>Text of 1 &amp; more</p>",
      "<p>Text of 2 &amp; more</p>",
      "<p>Text of 3 &amp; more</p>",
    ]);
    expect(posts[2]!.featuredImage?.url).toBe("http://old.example/wp-content/uploads/x.jpg");
    expect(posts).toEqual(await postsOf(whole));
  });

  it("refuses a file over the size limit by its size, before reading it", async () => {
    // Sparse files: their size is the limit's and more, on no disk, and nothing in them is XML or JSON.
    const wxr = file("huge.xml", "<rss>");
    fs.truncateSync(wxr, MAX_WXR_BYTES + 1);
    await expect(readExport(wxr)).rejects.toThrow(
      `${wxr} is 1000.0 MB: the import reads a WordPress export of at most 1,000 MB. Export the old site in parts (by date or category) and import each.`,
    );
    const ghost = file("huge.json", "{");
    fs.truncateSync(ghost, MAX_GHOST_BYTES + 1);
    await expect(readExport(ghost)).rejects.toThrow("the import reads a Ghost export of at most 50 MB");
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
