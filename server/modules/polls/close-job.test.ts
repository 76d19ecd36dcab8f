import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { pollHtml, type PollBlock } from "#shared/poll-markup.ts";
import type { PageChange } from "#shared/page-change.ts";
import { actor } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { poll } from "../../../tests/helpers/polls.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { savePiece } from "../content/editing.ts";
import { cancel, openJob } from "../jobs/queue.ts";
import { ensurePollCloseJobs, pollCloseHandler, pollCloseKey, POLL_CLOSE_JOB } from "./close-job.ts";
import { closePoll } from "./manage.ts";

const admin = actor("admin");
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** Runs the poll's queued closing job as the worker would (inside a transaction); answers the pages it
 * dropped after. */
async function runClose(db: Db, pollId: string): Promise<PageChange[]> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.key, pollCloseKey(pollId)));
  expect(job?.name).toBe(POLL_CLOSE_JOB);
  const dropped: PageChange[] = [];
  let after: void | (() => void) = undefined;
  await db.transaction(async (tx) => {
    after = await pollCloseHandler((change) => dropped.push(change))(tx, {
      id: job!.id,
      name: POLL_CLOSE_JOB,
      key: job!.key,
      payload: job!.payload,
      attempts: 0,
      token: "t",
    });
  });
  (after as void | (() => void))?.();
  return dropped;
}

describeEachEngine("a poll's closing job", ({ db }) => {
  const publish = async (blocks: PollBlock[]) => {
    const form = PIECE_FORMS.article.create({ content: `<p>Vote.</p>${blocks.map(pollHtml).join("")}` });
    const piece = await savePiece(db(), admin, "article", form, "publish");
    let version = piece.version;
    const edit = async (next: PollBlock[]) => {
      const saved = await savePiece(
        db(),
        admin,
        "article",
        {
          ...form,
          id: piece.id,
          baseVersion: version,
          content: `<p>Vote.</p>${next.map(pollHtml).join("")}`,
        },
        "update",
      );
      version = saved.version;
    };
    return { piece, edit };
  };

  it("is queued at the close time, moved when the time changes and removed with the time or the poll", async () => {
    const first = inHours(2);
    const p = poll({ closesAt: first.toISOString() });
    const { edit } = await publish([p]);
    expect((await openJob(db(), pollCloseKey(p.id)))?.runAt).toEqual(first);
    const later = inHours(5);
    await edit([{ ...p, closesAt: later.toISOString() }]);
    expect((await openJob(db(), pollCloseKey(p.id)))?.runAt).toEqual(later);
    await edit([{ ...p, closesAt: null }]);
    expect(await openJob(db(), pollCloseKey(p.id))).toBeNull();
    await edit([p]);
    expect((await openJob(db(), pollCloseKey(p.id)))?.runAt).toEqual(first);
    // Lost (a restored backup): the start's pass gives it back, and moves no job that is there.
    await cancel(db(), pollCloseKey(p.id));
    await ensurePollCloseJobs(db());
    expect((await openJob(db(), pollCloseKey(p.id)))?.payload).toEqual({
      id: p.id,
      closesAt: first.toISOString(),
    });
    await edit([]);
    expect(await openJob(db(), pollCloseKey(p.id))).toBeNull();
    await ensurePollCloseJobs(db());
    expect(await openJob(db(), pollCloseKey(p.id))).toBeNull();
    // No close time, or one already past: no job (the save itself drops the page).
    const open = poll();
    const past = poll({ closesAt: inHours(-1).toISOString() });
    await publish([open, past]);
    expect(await openJob(db(), pollCloseKey(open.id))).toBeNull();
    expect(await openJob(db(), pollCloseKey(past.id))).toBeNull();
  });

  it("drops the piece's page when it runs; does nothing for a poll closed early or whose time moved", async () => {
    const p = poll({ closesAt: inHours(1).toISOString() });
    const { piece, edit } = await publish([p]);
    expect(await runClose(db(), p.id)).toEqual([{ article: piece.id }]);

    // The time moved after the job was claimed: a stale payload drops nothing.
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, pollCloseKey(p.id)));
    await edit([{ ...p, closesAt: inHours(3).toISOString() }]);
    await db()
      .update(jobs)
      .set({ payload: job!.payload })
      .where(eq(jobs.key, pollCloseKey(p.id)));
    expect(await runClose(db(), p.id)).toEqual([]);

    const early = poll({ closesAt: inHours(1).toISOString() });
    await publish([early]);
    await closePoll(db(), actor("editor"), early.id);
    expect(await runClose(db(), early.id)).toEqual([]);
  });
});
