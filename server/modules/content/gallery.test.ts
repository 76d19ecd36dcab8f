import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { autoExcerpt } from "#shared/excerpt.ts";
import { galleryHtml, type Gallery } from "#shared/gallery.ts";
import { actor, makeMediaRow, makeUser } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles } from "../../db/schema.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { findUploadedImages } from "../media/responsive.ts";
import { createPerson } from "../people/people.ts";
import { cardColumns } from "../articles/columns.ts";
import { savePiece } from "./editing.ts";
import { findGalleries, galleryPeople, renderBody } from "./gallery.ts";
import { restoreRevision } from "./restore.ts";
import { listRevisions } from "./revisions.ts";
import { sanitizeContent } from "./sanitize.ts";
import { publishDue, schedulePiece } from "./schedule.ts";

const PERSON = "0b6f3c1e-7d0a-4c55-9d7e-3f1e2a9b8c70";

const gallery = (layout: Gallery["layout"] = "grid"): Gallery => ({
  layout,
  photos: [
    {
      src: "/uploads/a.webp",
      alt: "The goal",
      caption: "The winning goal",
      credit: { name: "Mina Das", personId: PERSON },
    },
    {
      src: "/uploads/b.webp",
      alt: "Crowd",
      caption: "",
      credit: { name: "Courtesy of the district", personId: null },
    },
    { src: "/uploads/c.webp", alt: "", caption: "Fans <cheer> & sing", credit: null },
  ],
});

describe("the gallery's stored markup (decision 0072)", () => {
  it("passes the sanitizer unchanged, and reads back as the same gallery", () => {
    for (const layout of ["grid", "slideshow"] as const) {
      const html = `<p>Before</p>${galleryHtml(gallery(layout))}<p>After</p>`;
      expect(sanitizeContent(html)).toBe(html);
      expect(findGalleries(html).map((found) => found.gallery)).toEqual([gallery(layout)]);
    }
  });

  it("drops what a gallery may not hold: scripts, handlers, other attributes, a person that is no id, bad addresses", () => {
    const dirty =
      `<figure class="gallery gallery-slideshow evil" onclick="x()">` +
      `<figure class="gallery-photo"><img src="javascript:alert(1)" alt="x"><figcaption>bad</figcaption></figure>` +
      `<figure class="gallery-photo" style="position:fixed"><img src="/uploads/a.webp" alt="A" onerror="x()">` +
      `<figcaption><span class="gallery-caption">Cap<script>alert(1)</script></span>` +
      `<span class="gallery-credit" data-person="'; drop table" data-x="1">Mina</span></figcaption></figure>` +
      `<script>alert(2)</script></figure>`;
    expect(sanitizeContent(dirty)).toBe(
      galleryHtml({
        layout: "slideshow",
        photos: [
          { src: "/uploads/a.webp", alt: "A", caption: "Cap", credit: { name: "Mina", personId: null } },
        ],
      }),
    );
  });

  it("removes a gallery left without a photo, and caps the texts and the number of photos", () => {
    expect(sanitizeContent(`<p>x</p><figure class="gallery gallery-grid"><p>nothing</p></figure>`)).toBe(
      "<p>x</p>",
    );
    const many = galleryHtml({
      layout: "grid",
      photos: Array.from({ length: 120 }, (_, i) => ({
        src: `/uploads/p${i}.webp`,
        alt: "",
        caption: "c".repeat(1500),
        credit: { name: "n".repeat(300), personId: null },
      })),
    });
    const [found] = findGalleries(sanitizeContent(many));
    expect(found!.gallery.photos).toHaveLength(100);
    expect(found!.gallery.photos[0]!.caption).toHaveLength(1000);
    expect(found!.gallery.photos[0]!.credit!.name).toHaveLength(200);
  });

  it("reads a figcaption without the editor's spans as the caption (an import, a pasted gallery)", () => {
    const html = `<figure class="gallery"><figure><img src="/uploads/a.webp" alt=""><figcaption>Just a caption</figcaption></figure></figure>`;
    expect(findGalleries(sanitizeContent(html))[0]!.gallery.photos[0]).toMatchObject({
      caption: "Just a caption",
      credit: null,
    });
  });
});

describe("the gallery as readers get it", () => {
  it("leaves the captions out of the automatic excerpt, unless the body has no other text", () => {
    expect(autoExcerpt(`<p>From the game.</p>${galleryHtml(gallery())}<p>The end.</p>`)).toBe(
      "From the game. The end....",
    );
    expect(autoExcerpt(galleryHtml(gallery()))).toMatch(/^The winning goal/);
  });

  it("has every photo with its caption and credit, a person linked, without any script", () => {
    const images = () => null;
    const people = new Map([[PERSON, { name: "Mina Das", slug: "mina-das" }]]);
    const html = renderBody(`<p>Intro</p>${galleryHtml(gallery())}`, images, people, "100vw");
    expect(html).toContain(
      '<section class="gallery gallery-grid" data-gallery="0" aria-label="Gallery, 3 photos">',
    );
    expect(html.match(/<li class="gallery-item">/g)).toHaveLength(3);
    expect(html).toContain(
      '<span class="image-credit">Photo: <a href="/author/mina-das">Mina Das</a></span>',
    );
    expect(html).toContain('<span class="image-credit">Photo: Courtesy of the district</span>');
    expect(html).toContain('<span class="gallery-caption">Fans &lt;cheer&gt; &amp; sing</span>');
    expect(html).toContain('aria-label="Photo 1 of 3: The goal, full screen"');
    expect(html).not.toContain("<script");
    // A person no longer in People: their name as it was, unlinked.
    expect(renderBody(galleryHtml(gallery()), images, new Map(), "100vw")).toContain(
      '<span class="image-credit">Photo: Mina Das</span>',
    );
  });
});

const admin = actor("admin");
const storage = createLocalStorage("/nonexistent-gallery-test-uploads");
const TZ = "Europe/London";

describeEachEngine("a gallery's revisions, restore and schedule", ({ db }) => {
  const body = (photos: Gallery["photos"], layout: Gallery["layout"] = "grid") =>
    `<p>From the game.</p>${galleryHtml({ layout, photos })}`;

  it("keeps each version's order, captions and credits; a restore brings the older gallery back to readers", async () => {
    const [one, two, three] = await Promise.all([makeMediaRow(db()), makeMediaRow(db()), makeMediaRow(db())]);
    const mina = await createPerson(db(), admin, { name: `Mina Das ${Date.now()}` });
    const first = [
      { src: one.url, alt: "One", caption: "First", credit: { name: mina.name, personId: mina.id } },
      {
        src: two.url,
        alt: "Two",
        caption: "Second",
        credit: { name: "Courtesy of the district", personId: null },
      },
      { src: three.url, alt: "Three", caption: "Third", credit: null },
    ];
    const save = (input: Record<string, unknown>, intent: Parameters<typeof savePiece>[4]) =>
      savePiece(db(), admin, "article", input, intent);
    const form = PIECE_FORMS.article.create({
      title: "Game day",
      slug: `game-day-${Date.now()}`,
      content: body(first),
    });
    const a = await save(form, "publish");
    // Reordered, a caption and a credit changed, the layout a slideshow.
    const second = [
      { ...first[2]!, caption: "Third, now first" },
      first[0]!,
      { ...first[1]!, credit: { name: "Sam Lee", personId: null } },
    ];
    await save({ ...form, content: body(second, "slideshow"), id: a.id, baseVersion: 1 }, "update");
    const stored = async () =>
      (await db().select({ content: articles.content }).from(articles).where(eq(articles.id, a.id)))[0]!
        .content;
    expect(findGalleries(await stored())[0]!.gallery).toEqual({ layout: "slideshow", photos: second });

    const history = await listRevisions(db(), admin, "article", a.id);
    await restoreRevision(db(), admin, "article", {
      id: a.id,
      revisionId: history.at(-1)!.id,
      baseVersion: 2,
    });
    expect(await stored()).toBe(body(first));

    // As readers get it: the restored order, each photo's responsive widths, the person linked.
    const html = await stored();
    const page = renderBody(
      html,
      await findUploadedImages(db(), storage, [html]),
      await galleryPeople(db(), [html]),
      "100vw",
    );
    const order = [...page.matchAll(/<span class="gallery-caption">([^<]*)</g)].map((m) => m[1]);
    expect(order).toEqual(["First", "Second", "Third"]);
    expect(page.match(/<source type="image\/avif"/g)).toHaveLength(3);
    expect(page).toContain(`Photo: <a href="/author/${mina.slug}">${mina.name}</a>`);
  });

  it("publishes a scheduled gallery as it was saved", async () => {
    const user = await makeUser(db(), { role: "admin", name: "Desk Editor" });
    const editor = { ...admin, id: user.id, name: "Desk Editor" };
    const image = await makeMediaRow(db());
    const photos = [
      {
        src: image.url,
        alt: "Band",
        caption: "The band",
        credit: { name: "Courtesy of the band", personId: null },
      },
    ];
    const form = PIECE_FORMS.article.create({
      title: "Concert",
      slug: `concert-${Date.now()}`,
      content: body(photos),
    });
    const draft = await savePiece(db(), editor, "article", form, "save");
    const at = new Date(Date.now() + 3600_000)
      .toLocaleString("sv-SE", { timeZone: TZ })
      .slice(0, 16)
      .replace(" ", "T");
    await schedulePiece(
      db(),
      editor,
      "article",
      { id: draft.id, baseVersion: draft.version, at },
      { timeZone: TZ },
    );
    await db()
      .update(articles)
      .set({ scheduledFor: new Date(Date.now() - 1000) })
      .where(eq(articles.id, draft.id));
    expect(await db().transaction((tx) => publishDue(tx, { kind: "article", id: draft.id }))).toBe(true);
    const [row] = await db().select().from(articles).where(eq(articles.id, draft.id));
    expect(row!.status).toBe("published");
    expect(findGalleries(row!.content)[0]!.gallery.photos).toEqual(photos);
  });

  it("lists a piece that is mainly a gallery as a photo essay, and stops when its text grows", async () => {
    const images = await Promise.all(Array.from({ length: 4 }, () => makeMediaRow(db())));
    const photos = images.map((image, i) => ({
      src: image.url,
      alt: `Frame ${i}`,
      caption: "",
      credit: null,
    }));
    const slug = `essay-${Date.now()}`;
    const form = PIECE_FORMS.article.create({ title: "Essay", slug, content: body(photos) });
    const a = await savePiece(db(), admin, "article", form, "publish");
    const card = async () => (await db().select(cardColumns).from(articles).where(eq(articles.id, a.id)))[0];
    expect((await card())?.photoEssay).toBe(true);
    const long = `<p>${"word ".repeat(400)}</p>`;
    await savePiece(
      db(),
      admin,
      "article",
      { ...form, content: long + body(photos), id: a.id, baseVersion: 1 },
      "update",
    );
    expect((await card())?.photoEssay).toBe(false);
  });
});
