import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { makeEditionRow } from "../../../tests/helpers/print.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { loadConfig } from "../../config.ts";
import { printEditions } from "../../db/schema.ts";
import { prepare } from "../../prepare.ts";
import { cancel, claimDue, openJob } from "../jobs/queue.ts";
import { editionJobKey, moveEdition, PRINT_PUBLISH_JOB, printPublishHandler } from "./lifecycle.ts";

describeEachEngine("a scheduled edition at start-up", ({ db }) => {
  it("gets its publish job back when it was lost, and is published by it (at once when its time passed)", async () => {
    // An admin: the start then has no setup code to issue.
    const editor = await makeUser(db(), { role: "admin", username: "start-up-admin" });
    const ahead = await makeEditionRow(db());
    const later = new Date(Date.now() + 3_600_000);
    await moveEdition(db(), editor, ahead.id, { to: "scheduled", at: later });
    // Lost: a backup restored without the queue's row, or a job removed by hand.
    expect(await cancel(db(), editionJobKey(ahead.id))).toBe(true);
    const [overdue] = await db()
      .update(printEditions)
      .set({ status: "scheduled", scheduledFor: new Date(Date.now() - 60_000) })
      .where(eq(printEditions.id, (await makeEditionRow(db())).id))
      .returning();

    await prepare(loadConfig({}), db());
    await prepare(loadConfig({}), db());

    expect((await openJob(db(), editionJobKey(ahead.id)))?.runAt.getTime()).toBe(later.getTime());
    // The one whose time passed while the server was stopped is due now, and its job publishes it.
    const due = (await claimDue(db(), 50)).filter((job) => job.name === PRINT_PUBLISH_JOB);
    expect(due.map((job) => job.payload)).toEqual([{ id: overdue!.id }]);
    let dropped = 0;
    await db().transaction((tx) => printPublishHandler(() => dropped++)(tx, due[0]!));
    const [published] = await db().select().from(printEditions).where(eq(printEditions.id, overdue!.id));
    expect(published).toMatchObject({ status: "published", scheduledFor: null });
    expect(published!.publishedAt).toBeTruthy();
  });
});
