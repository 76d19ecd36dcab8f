import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { actor, makeUser } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS, token } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { assignmentPeople, assignments, people } from "../../db/schema.ts";
import { savePiece } from "../content/editing.ts";
import {
  contributionCsv,
  contributionRange,
  contributionReport,
  RANGE_BACKWARDS,
  RANGE_TOO_LONG,
} from "./contributions.ts";

const TZ = "Asia/Kolkata";
const HOUR = 3_600_000;
const editor = actor("editor");

const refusal = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describeEachEngine("the contribution report (issue 38)", ({ db }) => {
  it("counts a person's published pieces, words, photo assignments, and assignments on time, late and spiked", async () => {
    const name = `Wen Writer ${token()}`;
    const user = await makeUser(db(), { role: "contributor", name });
    const writer = { ...actor("contributor"), id: user.id, name };
    const form = PIECE_FORMS.article.create({ author: name });
    const submitted = await savePiece(db(), writer, "article", form, "submit");
    await savePiece(
      db(),
      editor,
      "article",
      { ...form, id: submitted.id, baseVersion: submitted.version },
      "publish",
    );
    // The byline's person is this account's (People links them).
    await db().update(people).set({ userId: user.id }).where(eq(people.name, name));

    const now = Date.now();
    const line = async (
      values: Partial<typeof assignments.$inferInsert>,
      roles: ("writer" | "photographer")[],
    ) => {
      const [row] = await db()
        .insert(assignments)
        .values({ headline: "Line", category: "General", ...values })
        .returning({ id: assignments.id });
      await db()
        .insert(assignmentPeople)
        .values(roles.map((role) => ({ assignmentId: row!.id, userId: user.id, role })));
    };
    // Handed in before its due time, written and photographed by the same person: counted once.
    await line({ articleId: submitted.id, status: "published", draftDue: new Date(now + HOUR) }, [
      "writer",
      "photographer",
    ]);
    await line({ status: "drafting", draftDue: new Date(now - 24 * HOUR) }, ["writer"]);
    await line({ status: "spiked", draftDue: new Date(now + 2 * HOUR) }, ["writer"]);
    // Due outside the range: not counted.
    await line({ status: "drafting", draftDue: new Date(now - 400 * 24 * HOUR) }, ["writer"]);

    // The default range ends with the day of its `now`: a day that holds every due time above, at
    // whatever hour the test runs (at 23:00 in the zone, now + 2 h is tomorrow's).
    const range = contributionRange({}, TZ, new Date(now + 3 * HOUR));
    const rows = await contributionReport(db(), actor("adviser"), range);
    expect(rows.find((r) => r.userId === user.id)).toEqual({
      userId: user.id,
      name,
      role: "contributor",
      active: true,
      published: 1,
      words: 8,
      photos: 1,
      onTime: 1,
      late: 1,
      spiked: 1,
    });
    await expect(
      contributionReport(db(), actor("contributor"), contributionRange({}, TZ)),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  it("checks the range, and writes CSV that a spreadsheet cannot run", () => {
    expect(contributionRange({ from: "2026-01-05", to: "2026-05-29" }, TZ)).toMatchObject({
      from: "2026-01-05",
      to: "2026-05-29",
    });
    expect(refusal(() => contributionRange({ from: "2026-05-29", to: "2026-01-05" }, TZ))).toBe(
      RANGE_BACKWARDS,
    );
    expect(refusal(() => contributionRange({ from: "2024-01-01", to: "2026-01-05" }, TZ))).toBe(
      RANGE_TOO_LONG,
    );
    expect(refusal(() => contributionRange({ from: "last term" }, TZ))).toBe("Give the first day as a date");
    const csv = contributionCsv([
      {
        userId: "x",
        name: '=HYPERLINK("http://x")',
        role: "editor",
        active: false,
        published: 2,
        words: 900,
        photos: 0,
        onTime: 1,
        late: 0,
        spiked: 0,
      },
    ]);
    expect(csv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""http://x"")","Editor","no","2","900","0","1","0","0"`);
  });
});
