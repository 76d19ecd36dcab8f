import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { CHOOSE_EDITION } from "#shared/print.ts";
import { makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { makeEditionRow } from "../../../tests/helpers/print.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { assignments, printEditionPieces } from "../../db/schema.ts";
import { createAssignment, getAssignment, updateAssignment } from "./assignments.ts";
import { listBudget } from "./budget.ts";
import { EDITION_GONE, editionChoices } from "./editions.ts";
import { groupLines } from "./grouping.ts";

const TZ = "Asia/Kolkata";
const clock = { timeZone: TZ };

async function staff(db: Db, role: "editor" | "contributor") {
  const user = await makeUser(db, { role, username: `${role}${Math.random()}` });
  return { id: user.id, email: user.email, name: user.name, username: user.username, role };
}
/** An undated assignment (only an edition may put it in a month) planned for `editionId`. */
const line = (headline: string, editionId = "") => ({ headline, category: "Science", editionId });
const volume = () => 1000 + Math.floor(Math.random() * 900_000);

describeEachEngine("the desk and print editions", ({ db }) => {
  it("puts a story in the edition it is planned for, until its piece is laid out in one, which decides", async () => {
    const editor = await staff(db(), "editor");
    const v = volume();
    const planned = await makeEditionRow(db(), v, { number: 5, issuedOn: "2031-03-20", title: "Spring" });
    const other = await makeEditionRow(db(), v, { number: 4, issuedOn: "2031-03-06", title: "Early" });
    const row = await createAssignment(db(), editor, line("Robot club wins", planned.id), clock);
    const edition = async () => (await getAssignment(db(), editor, row.id)).edition;
    expect(await edition()).toMatchObject({ id: planned.id, page: null, planned: true });

    // Its piece is laid out in another edition on page 6: it is in that one, whatever the plan said.
    const article = await makeArticle(db(), { title: "Robot club wins" });
    await db().update(assignments).set({ articleId: article.id }).where(eq(assignments.id, row.id));
    await db().insert(printEditionPieces).values({ editionId: other.id, articleId: article.id, page: 6 });
    expect(await edition()).toMatchObject({ id: other.id, page: 6, planned: false });
    // Laid out in the planned one too (a reprint): the plan chooses between them.
    await db().insert(printEditionPieces).values({ editionId: planned.id, articleId: article.id, page: 2 });
    expect(await edition()).toMatchObject({ id: planned.id, page: 2, planned: false });
  });

  it("lists the month's editions' stories whatever their dates, grouped by edition, the rest under No edition", async () => {
    const [editor, writer] = [await staff(db(), "editor"), await staff(db(), "contributor")];
    const v = volume();
    const march = await makeEditionRow(db(), v, { number: 1, issuedOn: "2032-03-10", title: "March" });
    const april = await makeEditionRow(db(), v, { number: 2, issuedOn: "2032-04-01", title: "April" });
    const inMarch = await createAssignment(db(), editor, line("Planned for March", march.id), clock);
    const inApril = await createAssignment(db(), editor, line("Planned for April", april.id), clock);
    const laidOut = await createAssignment(db(), editor, line("Laid out in March"), clock);
    const article = await makeArticle(db(), { title: "Laid out in March" });
    await db().update(assignments).set({ articleId: article.id }).where(eq(assignments.id, laidOut.id));
    // Done, with no dates on them: only an edition puts them in a month (an open undated story is in every
    // month's budget).
    await db()
      .update(assignments)
      .set({ status: "published" })
      .where(inArray(assignments.id, [inMarch.id, inApril.id, laidOut.id]));
    await db().insert(printEditionPieces).values({ editionId: march.id, articleId: article.id, page: 1 });
    const undated = await createAssignment(db(), editor, line("No edition yet"), clock);

    const budget = await listBudget(db(), editor, { month: "2032-03", group: "edition" }, clock);
    const ids = budget.lines.map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining([inMarch.id, laidOut.id, undated.id]));
    expect(ids).not.toContain(inApril.id);
    const groups = groupLines(budget.lines, budget.query.group, TZ);
    const ours = new Set([inMarch.id, laidOut.id, undated.id]);
    expect(
      groups.map((g) => [g.label, g.lines.filter((l) => ours.has(l.id)).map((l) => l.headline)]),
    ).toEqual(
      expect.arrayContaining([
        [`Vol. ${v}, No. 1: March`, ["Laid out in March", "Planned for March"]],
        ["No edition", ["No edition yet"]],
      ]),
    );
    expect(groups.at(-1)!.label).toBe("No edition");
    // A contributor's budget: only theirs, editions or not.
    expect((await listBudget(db(), writer, { month: "2032-03" }, clock)).lines).toEqual([]);
  });

  it("refuses an edition that is not there, or not an id, with the field named and nothing stored", async () => {
    const editor = await staff(db(), "editor");
    await expect(
      createAssignment(db(), editor, line("Ghost edition", randomUUID()), clock),
    ).rejects.toMatchObject({ status: 400, fields: { editionId: EDITION_GONE } });
    await expect(createAssignment(db(), editor, line("Bad edition", "12"), clock)).rejects.toMatchObject({
      status: 400,
      fields: { editionId: CHOOSE_EDITION },
    });
    expect(await db().select().from(assignments).where(eq(assignments.headline, "Ghost edition"))).toEqual(
      [],
    );
    // Changed back to none, it is in none.
    const edition = await makeEditionRow(db(), volume());
    const row = await createAssignment(db(), editor, line("Changed plan", edition.id), clock);
    expect((await updateAssignment(db(), editor, row.id, line("Changed plan"), clock)).editionId).toBeNull();
  });

  it("offers editors the draft and scheduled editions and the recent published ones; not contributors", async () => {
    const [editor, writer] = [await staff(db(), "editor"), await staff(db(), "contributor")];
    const now = new Date("2033-05-01T12:00:00Z");
    const v = volume();
    const draft = await makeEditionRow(db(), v, { number: 1, issuedOn: "2020-01-01" });
    const recent = await makeEditionRow(db(), v, { number: 2, issuedOn: "2033-04-01", status: "published" });
    const old = await makeEditionRow(db(), v, { number: 3, issuedOn: "2033-01-01", status: "published" });
    const offered = async (current: string | null = null) =>
      (await editionChoices(db(), editor, current, now)).map((e) => e.id);
    expect(await offered()).toEqual(expect.arrayContaining([draft.id, recent.id]));
    expect(await offered()).not.toContain(old.id);
    expect(await offered(old.id)).toContain(old.id);
    await expect(editionChoices(db(), writer)).rejects.toMatchObject({ status: 403 });
  });
});
