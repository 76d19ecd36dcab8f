import { expect, it } from "vitest";
import { loadArticle } from "../../app/routes/article.server.ts";
import { loadCreativePage } from "../../app/routes/creative.server.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { setAltText } from "../../server/modules/media/library.ts";
import { setCredit } from "../../server/modules/media/credit.ts";
import { createPerson } from "../../server/modules/people/people.ts";
import { actor, makeArticle, makeMediaRow } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const admin = actor("admin");
const BODY = (src: string) =>
  `<h1>What changes</h1><p>Text.</p><h2>Roads</h2><h3>Bridges</h3><p><img src="${src}" alt=""></p>`;

/** The article page's data as a client-side navigation gets it (the body in the data, not the page). */
async function articlePage(context: ReturnType<typeof testLoadContext>["context"], slug: string) {
  const page = await loadArticle(new Request(`http://localhost/article/${slug}`), context, slug);
  if (!("kind" in page) || page.kind !== "article") throw new Error("no article page");
  return page.article;
}

const alts = (html: string | null) => [...(html ?? "").matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);

describeEachEngine("an article's body and pictures on its public page", ({ db }) => {
  it("has one <h1>, the headline: the text's headings go a level down, in their order", async () => {
    const image = await makeMediaRow(db());
    const article = await makeArticle(db(), { content: BODY(image.url) });
    const { context } = testLoadContext(db(), { documentRequest: false });
    const { content } = await articlePage(context, article.slug);
    expect([...content!.matchAll(/<(h[1-6])>/g)].map((m) => m[1])).toEqual(["h2", "h3", "h4"]);
    expect(content).toContain("<h2>What changes</h2><p>Text.</p><h3>Roads</h3><h4>Bridges</h4>");
  });

  it("describes the lead picture with the library's alt text, not its caption, else as decorative", async () => {
    const described = await makeMediaRow(db(), { altText: "Boats moored at the ghat" });
    const undescribed = await makeMediaRow(db());
    const { context } = testLoadContext(db(), { documentRequest: false });
    for (const [image, alt] of [
      [described, "Boats moored at the ghat"],
      [undescribed, ""],
    ] as const) {
      const article = await makeArticle(db(), { imageUrl: image.url, imageCaption: "Photo: Staff" });
      const page = await articlePage(context, article.slug);
      expect(page.image.img.alt).toBe(alt);
      expect(page.imageCaption).toBe("Photo: Staff");
    }
  });

  it("shows the library's alt text on a body image written without one, and a new one after it changes", async () => {
    const image = await makeMediaRow(db());
    const article = await makeArticle(db(), { content: BODY(image.url) });
    const { context } = testLoadContext(db(), { documentRequest: false });
    expect(alts((await articlePage(context, article.slug)).content)).toEqual([""]);
    await setAltText(db(), admin, { id: image.id, alt: "Cars in knee-deep water" });
    // The Media Library's alt action says it changed the content pages (page-changes.test.ts).
    context.pagesChanged("content");
    expect(alts((await articlePage(context, article.slug)).content)).toEqual(["Cars in knee-deep water"]);
  });

  it("credits the lead picture beneath it and in the JSON-LD: a person with their page, or a text", async () => {
    const mina = await createPerson(db(), admin, { name: "Mina Das" });
    const [byPerson, byText] = [await makeMediaRow(db()), await makeMediaRow(db())];
    await setCredit(db(), admin, { id: byPerson.id, person: mina.id });
    await setCredit(db(), admin, { id: byText.id, credit: "Courtesy of the district" });
    const { context } = testLoadContext(db(), { documentRequest: true });
    const ldImage = async (imageUrl: string) => {
      const { slug } = await makeArticle(db(), { imageUrl });
      const page = await loadArticle(new Request(`http://localhost/article/${slug}`), context, slug);
      if (!("kind" in page) || page.kind !== "article") throw new Error("no article page");
      const ld = page.meta.find((m) => "script:ld+json" in m) as { "script:ld+json": { image: unknown[] } };
      return { credit: page.article.image.credit, image: ld["script:ld+json"].image[0] };
    };
    const url = (path: string) => `${context.services.config.publicUrl}${path}`;
    expect(await ldImage(byPerson.url)).toEqual({
      credit: { name: "Mina Das", slug: mina.slug },
      image: {
        "@type": "ImageObject",
        url: url(byPerson.url),
        creditText: "Mina Das",
        creator: { "@type": "Person", name: "Mina Das", url: url(`/author/${mina.slug}`) },
      },
    });
    expect(await ldImage(byText.url)).toEqual({
      credit: { name: "Courtesy of the district", slug: null },
      image: { "@type": "ImageObject", url: url(byText.url), creditText: "Courtesy of the district" },
    });
  });
});

describeEachEngine("a creative piece's text in its dialog", ({ db }) => {
  it("has its headings under the dialog's <h2> title, and the library's alt text on its images", async () => {
    const image = await makeMediaRow(db(), { altText: "A heron on the bank" });
    const piece = await publishForm(
      db(),
      admin,
      "creative",
      PIECE_FORMS.creative.create({ content: BODY(image.url) }),
    );
    const { context } = testLoadContext(db());
    const page = await loadCreativePage(context, new Request(`http://localhost/creative?piece=${piece.id}`));
    const shown = [...page.results.items, ...(page.piece ? [page.piece] : [])].find((p) => p.id === piece.id);
    expect(shown?.content).toContain("<h3>What changes</h3><p>Text.</p><h4>Roads</h4><h5>Bridges</h5>");
    expect(alts(shown!.content)).toEqual(["A heron on the bank"]);
  });
});
