import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { nameSlug } from "#shared/slug.ts";
import { actor, makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, auditEvents, pieceAuthors } from "../../db/schema.ts";
import { getArticleBySlug, listLatestArticles } from "../articles/queries.ts";
import { loadEditor } from "../content/editor.ts";
import { savePiece, unpublishPiece } from "../content/editing.ts";
import { updateForm } from "../content/forms.ts";
import { restoreRevision } from "../content/restore.ts";
import { listRevisions } from "../content/revisions.ts";
import { getAuthor, listAuthorPieces } from "./author-page.ts";
import { listMasthead } from "./masthead.ts";
import {
  createPerson,
  deletePerson,
  listPeople,
  personForUser,
  suggestPeople,
  updatePerson,
} from "./people.ts";

const admin = actor("admin");
const editor = { ...actor("admin"), role: "editor" } as const;
const contributor = { ...actor("admin"), role: "contributor" } as const;
const form = (overrides: Record<string, string> = {}) => PIECE_FORMS.article.create(overrides);

it("makes a readable slug of a name in any script, never an empty one", () => {
  expect(nameSlug("Rina  Das")).toBe("rina-das");
  expect(nameSlug("José Núñez-O'Brien")).toBe("jose-nunez-o-brien");
  expect(nameSlug("রহিম উদ্দিন")).toBe("রহিম-উদ্দিন");
  expect(nameSlug("अनन्या शर्मा।")).toBe("अनन्या-शर्मा");
  expect(nameSlug("အောင် အောင်")).toBe("အောင်-အောင်");
  expect(nameSlug("— ! —")).toBe("person");
});

describeEachEngine("people", ({ db }) => {
  it("lets editors add, change and delete people, with unique slugs, checked input and the audit log", async () => {
    const a = await createPerson(db(), editor, {
      name: "Rina Das",
      title: "Sports Editor",
      onMasthead: "on",
    });
    const b = await createPerson(db(), editor, { name: "rina das" });
    expect([a.slug, b.slug]).toEqual(["rina-das", "rina-das-2"]);
    await expect(createPerson(db(), editor, { name: " " })).rejects.toMatchObject({
      status: 400,
      fields: { name: "Please enter a name" },
    });
    await expect(createPerson(db(), editor, { name: "X", email: "not-mail" })).rejects.toMatchObject({
      status: 400,
      fields: { email: expect.any(String) },
    });
    await expect(createPerson(db(), contributor, { name: "Nope" })).rejects.toMatchObject({ status: 403 });
    await expect(createPerson(db(), null, { name: "Nope" })).rejects.toMatchObject({ status: 401 });
    const renamed = await updatePerson(db(), editor, b.id, { name: "Rita Das" });
    expect(renamed.slug).toBe("rita-das");
    await deletePerson(db(), editor, renamed.id);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "person"))
      .orderBy(auditEvents.at);
    expect(audit.map((e) => e.summary)).toEqual([
      "Added Rina Das",
      "Added rina das",
      "Changed Rita Das",
      "Deleted Rita Das",
    ]);
  });

  it("keeps a person with bylines, and renaming them rewrites their bylines but keeps their page's address", async () => {
    const article = await makeArticle(db(), { author: "Kiran Rao" });
    const [row] = await db().select().from(pieceAuthors).where(eq(pieceAuthors.articleId, article.id));
    await expect(deletePerson(db(), editor, row!.personId)).rejects.toMatchObject({ status: 409 });
    const listed = (await listPeople(db(), editor)).find((p) => p.id === row!.personId);
    expect(listed?.bylines).toBe(1);
    const renamed = await updatePerson(db(), editor, row!.personId, { name: "Kiran R. Rao" });
    expect(renamed.slug).toBe("kiran-rao");
    expect((await getArticleBySlug(db(), article.slug))!.author).toBe("Kiran R. Rao");
  });

  it("gives a staff account its person once, named after the account", async () => {
    const account = await makeUser(db(), { name: "Mya Mya", role: "contributor" });
    const user = { ...contributor, id: account.id, name: "Mya Mya" };
    const first = await personForUser(db(), user);
    expect(first).toMatchObject({ name: "Mya Mya", slug: "mya-mya", userId: user.id });
    expect((await personForUser(db(), user)).id).toBe(first.id);
    expect((await suggestPeople(db(), contributor, "mya")).map((p) => p.name)).toEqual(["Mya Mya"]);
  });
});

describeEachEngine("bylines", ({ db }) => {
  const save = (input: Record<string, unknown>, intent: Parameters<typeof savePiece>[4]) =>
    savePiece(db(), admin, "article", input, intent);
  const authorsOf = async (id: string) =>
    (
      await db()
        .select()
        .from(pieceAuthors)
        .where(eq(pieceAuthors.articleId, id))
        .orderBy(pieceAuthors.position)
    ).map((r) => r.personId);

  it("writes the people in order with the display byline, finds names, and links them on cards and the page", async () => {
    const known = await createPerson(db(), editor, { name: "Anurag Bora" });
    const saved = await save(
      form({
        authors: JSON.stringify([
          { name: "thoibi ningthoujam" },
          { id: known.id, name: "ignored" },
          { name: "Zo Ralte" },
        ]),
      }),
      "publish",
    );
    const [row] = await db().select().from(articles).where(eq(articles.id, saved.id));
    expect(row!.author).toBe("thoibi ningthoujam, Anurag Bora and Zo Ralte");
    const ids = await authorsOf(saved.id);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(known.id);
    const card = (await listLatestArticles(db(), 5)).find((a) => a.id === saved.id)!;
    expect(card.bylines).toEqual([
      { name: "thoibi ningthoujam", slug: "thoibi-ningthoujam" },
      { name: "Anurag Bora", slug: "anurag-bora" },
      { name: "Zo Ralte", slug: "zo-ralte" },
    ]);
    // The same name again is the same person, whatever its case.
    const again = await save(
      form({ title: "Second", authors: JSON.stringify([{ name: "ZO RALTE" }]) }),
      "publish",
    );
    expect(await authorsOf(again.id)).toEqual([ids[2]]);
    await expect(
      save(
        form({ authors: JSON.stringify(Array.from({ length: 7 }, (_, i) => ({ name: `P${i}` }))) }),
        "save",
      ),
    ).rejects.toMatchObject({ status: 400 });
    await expect(save(form({ authors: "[]" }), "publish")).rejects.toMatchObject({ status: 400 });
  });

  it("makes the Edit dialog's author text the piece's person", async () => {
    const article = await makeArticle(db(), { author: "Old Name" });
    await updateForm(db(), admin, "article", PIECE_FORMS.article.edit(article.id, { author: "Edited Name" }));
    const [row] = await db().select().from(pieceAuthors).where(eq(pieceAuthors.articleId, article.id));
    expect((await getAuthor(db(), "edited-name"))?.id).toBe(row!.personId);
  });

  it("keeps a published piece's people until Update, and a restore brings back the people of the revision", async () => {
    const first = await save(form({ authors: JSON.stringify([{ name: "First Writer" }]) }), "publish");
    const before = await authorsOf(first.id);
    const edited = await save(
      {
        ...form({ authors: JSON.stringify([{ name: "Second Writer" }]) }),
        id: first.id,
        baseVersion: first.version,
      },
      "save",
    );
    expect(await authorsOf(first.id)).toEqual(before);
    const opened = await loadEditor(db(), admin, "article", first.id);
    expect(opened.fields).toMatchObject({ author: "Second Writer", authors: [{ name: "Second Writer" }] });
    const updated = await save(
      {
        ...form({ authors: JSON.stringify(opened.fields.authors) }),
        id: first.id,
        baseVersion: edited.version,
      },
      "update",
    );
    expect(await authorsOf(first.id)).not.toEqual(before);
    const original = (await listRevisions(db(), admin, "article", first.id)).at(-1)!;
    await restoreRevision(db(), admin, "article", {
      id: first.id,
      revisionId: original.id,
      baseVersion: updated.version,
    });
    expect(await authorsOf(first.id)).toEqual(before);
    expect((await getArticleBySlug(db(), first.slug!))!.author).toBe("First Writer");
  });
});

describeEachEngine("author pages and the masthead", ({ db }) => {
  it("list only a person's published pieces, newest first, 20 a page", async () => {
    const writer = await createPerson(db(), editor, {
      name: "Page Writer",
      showEmail: "on",
      email: "pw@example.org",
    });
    for (let i = 0; i < 22; i++)
      await makeArticle(db(), {
        title: `Story ${i}`,
        author: "Page Writer",
        publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    await makeArticle(db(), { title: "Draft", author: "Page Writer", publishedAt: null });
    const profile = await getAuthor(db(), "page-writer");
    expect(profile).toMatchObject({ name: "Page Writer", email: "pw@example.org" });
    const first = await listAuthorPieces(db(), writer.id, 1);
    expect(first).toMatchObject({ total: 22, pageCount: 2, page: 1 });
    expect(first.items.map((p) => p.title).slice(0, 2)).toEqual(["Story 21", "Story 20"]);
    const second = await listAuthorPieces(db(), writer.id, 2);
    expect(second.items.map((p) => p.title)).toEqual(["Story 1", "Story 0"]);
    expect([...first.items, ...second.items].some((p) => p.title === "Draft")).toBe(false);
    // Unpublishing a piece takes it off the page at once (the index's copy of published_at follows).
    const latest = first.items[0]!;
    await unpublishPiece(db(), admin, "article", { id: latest.id, baseVersion: 1 });
    const after = await listAuthorPieces(db(), writer.id, 1);
    expect(after.total).toBe(21);
    expect(after.items[0]!.title).toBe("Story 20");
    expect(await getAuthor(db(), "nobody")).toBeNull();
  });

  it("is the people on the masthead, in their order, with an e-mail only when shown", async () => {
    await createPerson(db(), editor, {
      name: "Second",
      onMasthead: "on",
      mastheadOrder: "2",
      email: "s@example.org",
    });
    await createPerson(db(), editor, {
      name: "First",
      onMasthead: "on",
      mastheadOrder: "1",
      title: "Editor in Chief",
      email: "f@example.org",
      showEmail: "on",
    });
    await createPerson(db(), editor, { name: "Not On It" });
    expect(await listMasthead(db())).toEqual([
      {
        name: "First",
        slug: "first",
        role: "Editor in Chief",
        bio: "",
        photoUrl: null,
        email: "f@example.org",
      },
      { name: "Second", slug: "second", role: "", bio: "", photoUrl: null, email: null },
    ]);
  });
});
