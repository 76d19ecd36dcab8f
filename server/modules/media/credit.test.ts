import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { IMAGE_SIZES } from "#shared/image-sizes.ts";
import { actor, makeArticle, makeMediaRow, makeUser } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { media } from "../../db/schema.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { savePiece } from "../content/editing.ts";
import { createPerson } from "../people/people.ts";
import { listAuthorPhotos } from "../people/author-photos.ts";
import { CREDIT_NOT_YOURS, creditNames, NOT_A_LIBRARY_IMAGE, setCredit, setCreditAt } from "./credit.ts";
import { listLibrary } from "./library.ts";
import { findUploadedImages } from "./responsive.ts";
import { responsiveContent } from "./responsive-html.ts";

const admin = actor("admin");
const storage = createLocalStorage("/nonexistent-credit-test-uploads");
let n = 0;

describeEachEngine("an image's credit (decision 0071)", ({ db }) => {
  const person = (name = `Mina Das ${n++}`) => createPerson(db(), admin, { name });
  const creditRow = async (id: string) =>
    (
      await db().select({ p: media.creditPersonId, t: media.creditText }).from(media).where(eq(media.id, id))
    )[0];

  it("credits a person by id or by their name in any case, keeps other text as written, and clears", async () => {
    const mina = await person();
    const image = await makeMediaRow(db());
    expect(await setCredit(db(), admin, { id: image.id, person: mina.id })).toEqual({
      id: image.id,
      name: "Image",
      credit: { name: mina.name, slug: mina.slug },
    });
    await setCredit(db(), admin, { id: image.id, credit: ` ${mina.name.toUpperCase()} ` });
    expect(await creditRow(image.id)).toEqual({ p: mina.id, t: null });
    await setCredit(db(), admin, { id: image.id, credit: "  Courtesy of the district " });
    expect(await creditRow(image.id)).toEqual({ p: null, t: "Courtesy of the district" });
    expect((await setCredit(db(), admin, { id: image.id, credit: "" })).credit).toBeNull();
    expect(await creditRow(image.id)).toEqual({ p: null, t: null });
  });

  it("from the editor's picker, by its address: editors credit any library image, a writer only their own", async () => {
    const image = await makeMediaRow(db());
    const src = `/uploads/${image.storageKey}`;
    const editor = actor("editor");
    const district = { name: "Courtesy of the district", slug: null };
    expect((await setCreditAt(db(), editor, { src, credit: district.name })).credit).toEqual(district);
    const writer = { ...actor("contributor"), id: (await makeUser(db(), { role: "contributor" })).id };
    await expect(setCreditAt(db(), writer, { src, credit: "A. Writer" })).rejects.toMatchObject({
      status: 403,
      message: CREDIT_NOT_YOURS,
    });
    await expect(setCreditAt(db(), actor("reader"), { src, credit: "A. Reader" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      setCreditAt(db(), editor, { src: "https://example.org/photo.jpg", credit: "Someone" }),
    ).rejects.toMatchObject({ status: 400, message: NOT_A_LIBRARY_IMAGE });
    expect(await creditRow(image.id)).toEqual({ p: null, t: district.name });
    await db().update(media).set({ uploadedBy: writer.id }).where(eq(media.id, image.id));
    expect((await setCreditAt(db(), writer, { src, credit: "A. Writer" })).credit).toEqual({
      name: "A. Writer",
      slug: null,
    });
  });

  it("keeps a name two people share as text: it cannot say which of them", async () => {
    const name = `Sam Roy ${n++}`;
    await person(name);
    await person(name);
    const image = await makeMediaRow(db());
    expect((await setCredit(db(), admin, { id: image.id, credit: name })).credit).toEqual({
      name,
      slug: null,
    });
  });

  it("refuses a credit over 200 characters and a person not in People, and changes nothing", async () => {
    const image = await makeMediaRow(db());
    await setCredit(db(), admin, { id: image.id, credit: "Courtesy of the district" });
    await expect(setCredit(db(), admin, { id: image.id, credit: "x".repeat(201) })).rejects.toMatchObject({
      status: 400,
      message: "A credit can be at most 200 characters long.",
    });
    await expect(
      setCredit(db(), admin, { id: image.id, person: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({ status: 400, message: "That person is not in People." });
    await expect(setCredit(db(), admin, { id: image.id, person: "nope" })).rejects.toMatchObject({
      status: 400,
    });
    expect(await creditRow(image.id)).toEqual({ p: null, t: "Courtesy of the district" });
    await expect(setCredit(db(), admin, { id: "nope", credit: "x" })).rejects.toMatchObject({ status: 404 });
  });

  it("is set by editors only, as alt text is; the names are offered to them alone", async () => {
    const image = await makeMediaRow(db());
    await expect(setCredit(db(), actor("contributor"), { id: image.id, credit: "x" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(setCredit(db(), null, { id: image.id, credit: "x" })).rejects.toMatchObject({ status: 401 });
    const mina = await person();
    expect(await creditNames(db(), actor("editor"))).toContain(mina.name);
    expect(await creditNames(db(), actor("contributor"))).toEqual([]);
  });

  it("is shown by the library, the pages' image look-up, and after a body image, a person's name linked", async () => {
    const mina = await person();
    const byPerson = await makeMediaRow(db());
    const byText = await makeMediaRow(db());
    await setCredit(db(), admin, { id: byPerson.id, person: mina.id });
    await setCredit(db(), admin, { id: byText.id, credit: "Courtesy of <the> district" });
    const library = await listLibrary(db(), storage, admin);
    const inLibrary = new Map(library.items.map((i) => [i.id, i.credit]));
    expect(inLibrary.get(byPerson.id)).toEqual({ name: mina.name, slug: mina.slug });
    expect(inLibrary.get(byText.id)).toEqual({ name: "Courtesy of <the> district", slug: null });

    const html = `<p><img src="${byPerson.url}" alt="A"></p><p><img src="${byText.url}" alt="B"></p>`;
    const out = responsiveContent(html, await findUploadedImages(db(), storage, [html]), IMAGE_SIZES.article);
    expect(out).toContain(
      `</picture><span class="image-credit">Photo: <a href="/author/${mina.slug}">${mina.name}</a></span></p>`,
    );
    expect(out).toContain(
      `</picture><span class="image-credit">Photo: Courtesy of &lt;the&gt; district</span></p>`,
    );
  });

  it("puts a person's published photographs on their author page, newest first, with the pieces they are in", async () => {
    const mina = await person();
    const [older, newer, unpublished, uncredited] = [
      await makeMediaRow(db()),
      await makeMediaRow(db()),
      await makeMediaRow(db()),
      await makeMediaRow(db()),
    ];
    await db()
      .update(media)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(media.id, older.id));
    for (const image of [older, newer, unpublished])
      await setCredit(db(), admin, { id: image.id, person: mina.id });
    const story = await makeArticle(db(), { title: "Flood tide", imageUrl: older.url });
    await makeArticle(db(), { title: "Harbour", content: `<p><img src="${newer.url}" alt=""></p>` });
    await makeArticle(db(), { title: "Other", imageUrl: uncredited.url });
    await savePiece(
      db(),
      admin,
      "article",
      PIECE_FORMS.article.create({ imageUrl: unpublished.url }),
      "save",
    );

    const photos = await listAuthorPhotos(db(), storage, mina.id);
    expect(photos.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(photos[1]).toEqual({
      id: older.id,
      imageUrl: older.url,
      altText: null,
      pieces: [{ kind: "article", id: story.id, title: "Flood tide", slug: story.slug }],
    });
  });
});
