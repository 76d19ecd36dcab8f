import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { localDateTimeValue } from "#shared/local-time.ts";
import type { PageChange } from "#shared/page-change.ts";
import { actor, makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, revisions } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { readAuditLog } from "../audit/queries.ts";
import { publishHandler, publishKey, schedulePiece } from "./schedule.ts";

/** Issue 37's acceptance: the scheduled publication goes through the one door (./door.ts) like any
 * other: its version saved by the Scheduler, its revision, its audit entry, and its page changes, which
 * the job's handler applies once the transaction is in. */

const TZ = "Europe/London";
let admin: SessionUser;

describeEachEngine("the scheduled publication, through the one door", ({ db }) => {
  beforeAll(async () => {
    const user = await makeUser(db(), { role: "admin", name: "Night Editor", username: "night" });
    admin = { ...actor("admin"), id: user.id, name: "Night Editor" };
  });

  it("has a revision, an audit entry and its page changes, like any other", async () => {
    const piece = await makeArticle(db(), { publishedAt: null, imageUrl: "/uploads/dawn.webp" });
    const at = localDateTimeValue(new Date(Date.now() + 3600_000), TZ);
    await schedulePiece(db(), admin, "article", { id: piece.id, baseVersion: 1, at }, { timeZone: TZ });
    await db()
      .update(articles)
      .set({ scheduledFor: new Date(Date.now() - 1000) })
      .where(eq(articles.id, piece.id));

    const applied: PageChange[] = [];
    const handler = publishHandler((change) => applied.push(change));
    const job = { id: "1", name: "publish", key: publishKey("article", piece.id), attempts: 1, token: "t" };
    const after = await db().transaction((tx) =>
      handler(tx, { ...job, payload: { kind: "article", id: piece.id } }),
    );
    // Nothing is dropped before the job's transaction is in: the handler answers what to apply after.
    expect(applied).toEqual([]);
    expect(typeof after).toBe("function");
    if (typeof after === "function") after();
    expect(applied).toEqual(["content"]);

    const [stored] = await db().select().from(articles).where(eq(articles.id, piece.id));
    expect(stored).toMatchObject({ status: "published", version: 3, savedBy: "Scheduler" });
    const [revision] = await db()
      .select()
      .from(revisions)
      .where(eq(revisions.articleId, piece.id))
      .orderBy(desc(revisions.version));
    expect(revision).toMatchObject({
      version: 3,
      reason: "Published on schedule",
      userName: "Scheduler",
      userId: null,
    });
    expect(revision!.fields).toMatchObject({ status: "published", title: piece.title });
    const log = await readAuditLog(db(), admin, { action: "publish" }, TZ);
    expect(log.entries.filter((e) => e.summary === piece.title)).toMatchObject([
      { actorName: "Scheduler", actorId: null, subjectType: "article", action: "publish" },
    ]);

    // Run again (a second claim of the same job): nothing is written, nothing is dropped.
    const again = await db().transaction((tx) =>
      handler(tx, { ...job, payload: { kind: "article", id: piece.id } }),
    );
    expect(again).toBeUndefined();
    expect(applied).toEqual(["content"]);
  });
});
