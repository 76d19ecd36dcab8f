import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { localDateTimeValue } from "#shared/local-time.ts";
import type { StaffRole } from "#shared/roles.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { articles, assignments } from "../../db/schema.ts";
import { savePiece } from "../content/editing.ts";
import { schedulePiece } from "../content/schedule.ts";
import { unpublishPiece } from "../content/withdraw.ts";
import { openJob } from "../jobs/queue.ts";
import {
  createAssignment,
  DRAFT_DRIVES,
  moveAssignment,
  spikeAssignment,
  unspikeAssignment,
} from "./assignments.ts";
import { HAS_DRAFT, ONLY_WRITER, startDraft } from "./draft.ts";

const TZ = "Asia/Kolkata";
const clock = { timeZone: TZ };
const inHours = (h: number) => localDateTimeValue(new Date(Date.now() + h * 3_600_000), TZ);

async function staff(db: Db, role: StaffRole, name = `A ${role}`) {
  const user = await makeUser(db, { role, name, username: `${role}${Math.random()}` });
  return { id: user.id, email: user.email, name: user.name, username: user.username, role };
}
const statusOf = async (db: Db, id: string) =>
  (await db.select({ status: assignments.status }).from(assignments).where(eq(assignments.id, id)))[0]!
    .status;
const versionOf = async (db: Db, id: string) =>
  (await db.select({ version: articles.version }).from(articles).where(eq(articles.id, id)))[0]!.version;

describeEachEngine("an assignment's draft drives its status", ({ db }) => {
  it("is started by its writer or an editor, as the writer's own article in its section", async () => {
    const [editor, writer, other] = [
      await staff(db(), "editor"),
      await staff(db(), "contributor", "Asha Roy"),
      await staff(db(), "contributor"),
    ];
    const a = await createAssignment(
      db(),
      editor,
      { headline: "Bus routes cut", category: "Regional", draftDue: inHours(48), person1: writer.id },
      clock,
    );
    await expect(startDraft(db(), other, a.id)).rejects.toMatchObject({ status: 403, message: ONLY_WRITER });
    const { articleId } = await startDraft(db(), editor, a.id);
    const [piece] = await db().select().from(articles).where(eq(articles.id, articleId));
    expect(piece).toMatchObject({
      title: "Bus routes cut",
      category: "Regional",
      status: "draft",
      createdBy: writer.id,
      author: "Asha Roy",
    });
    expect(
      await db()
        .select({ articleId: assignments.articleId, status: assignments.status })
        .from(assignments)
        .where(eq(assignments.id, a.id)),
    ).toEqual([{ articleId, status: "drafting" }]);
    await expect(startDraft(db(), writer, a.id)).rejects.toMatchObject({ status: 400, message: HAS_DRAFT });
  });

  it("moves with submit, return, schedule, publish and unpublish, through the one door, its reminders cancelled once submitted, and not while spiked", async () => {
    const [editor, writer] = [await staff(db(), "editor"), await staff(db(), "contributor", "Mitra Sen")];
    const a = await createAssignment(
      db(),
      editor,
      { headline: "Flood relief", category: "Regional", draftDue: inHours(48), person1: writer.id },
      clock,
    );
    const { articleId: id } = await startDraft(db(), writer, a.id);
    const fields = {
      id,
      title: "Flood relief",
      content: "<p>The camps opened.</p>",
      author: "Mitra Sen",
      imageUrl: "https://example.org/camp.jpg",
      category: "Regional",
    };
    const save = async (who: typeof editor, intent: "submit" | "return" | "publish", more = {}) =>
      savePiece(db(), who, "article", { ...fields, ...more, baseVersion: await versionOf(db(), id) }, intent);
    expect(await openJob(db(), `desk-reminder:overdue:${a.id}`)).not.toBeNull();
    await save(writer, "submit");
    expect(await statusOf(db(), a.id)).toBe("review");
    expect(await openJob(db(), `desk-reminder:overdue:${a.id}`)).toBeNull();
    await expect(moveAssignment(db(), editor, a.id, { status: "published" })).rejects.toMatchObject({
      message: DRAFT_DRIVES,
    });
    await save(editor, "return", { note: "Add the numbers." });
    expect(await statusOf(db(), a.id)).toBe("drafting");
    await save(writer, "submit");
    await schedulePiece(
      db(),
      editor,
      "article",
      { id, baseVersion: await versionOf(db(), id), at: inHours(5) },
      clock,
    );
    expect(await statusOf(db(), a.id)).toBe("ready");
    await save(editor, "publish");
    expect(await statusOf(db(), a.id)).toBe("published");
    await unpublishPiece(db(), editor, "article", { id, baseVersion: await versionOf(db(), id) });
    expect(await statusOf(db(), a.id)).toBe("ready");
    // A spiked story stays spiked whatever its draft does, and comes back where the draft stands.
    await spikeAssignment(db(), editor, a.id, { note: "Held for legal" });
    await save(editor, "publish");
    expect(await statusOf(db(), a.id)).toBe("spiked");
    await unspikeAssignment(db(), editor, a.id);
    expect(await statusOf(db(), a.id)).toBe("published");
  });
});
