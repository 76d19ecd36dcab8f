import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { actor, staffActor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, jobs } from "../../db/schema.ts";
import { loadConfig } from "../../config.ts";
import { createLocalBackupStore, type BackupStore } from "../../providers/backup-store.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { enqueue } from "../jobs/queue.ts";
import { startWorker } from "../jobs/worker.ts";
import { backupHandler, getBackupStatus } from "./backup-job.ts";
import { backupOverview } from "./overview.ts";
import { getBackupSchedule, saveBackupSchedule } from "./schedule-settings.ts";
import { BACKUP_JOB, nextBackup } from "./schedule.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-schedule-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const timeZone = "Asia/Kolkata";

describeEachEngine("Scheduled backups", ({ db, engine }) => {
  const openBackupJobs = () =>
    db()
      .select({ key: jobs.key, runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.name, BACKUP_JOB), isNull(jobs.finishedAt)));

  it("runs an overdue backup once across two workers, keeps it in the store and sets the next day's job", async () => {
    const store = createLocalBackupStore(path.join(scratch, `backups-${engine}`));
    const handler = backupHandler({
      database: { db: db(), engine },
      storage: createLocalStorage(path.join(scratch, `uploads-${engine}`)),
      store,
      timeZone,
    });
    await enqueue(db(), {
      name: BACKUP_JOB,
      key: `${BACKUP_JOB}:2026-01-01`,
      runAt: new Date(Date.now() - 60_000),
    });
    const workers = [1, 2].map(() => startWorker({ db: db(), handlers: { [BACKUP_JOB]: handler } }));
    await Promise.all(workers.map((w) => w.firstRead));
    await Promise.all(workers.map((w) => w.stop()));
    const kept = await store.list();
    expect(kept).toHaveLength(1);
    expect(await getBackupStatus(db())).toMatchObject({ ok: true, name: kept[0]!.name, size: kept[0]!.size });
    expect(await openBackupJobs()).toEqual([nextBackup(new Date(), timeZone)]);
  });

  it("keeps a failed backup's reason for the portal, its password masked, and sets the next day's job all the same", async () => {
    await db().delete(jobs);
    const failing: BackupStore = {
      where: "a store that is down",
      save: async () => {
        throw new Error("Could not reach https://ops:hunter2@backups.example/ (ECONNREFUSED)");
      },
      list: async () => [],
      remove: async () => {},
      open: async () => {
        throw new Error("down");
      },
    };
    const handler = backupHandler({
      database: { db: db(), engine },
      storage: createLocalStorage(path.join(scratch, `uploads-${engine}`)),
      store: failing,
      timeZone,
    });
    const overdue = `${BACKUP_JOB}:2026-01-02`;
    await enqueue(db(), { name: BACKUP_JOB, key: overdue, runAt: new Date(Date.now() - 60_000) });
    const worker = startWorker({ db: db(), handlers: { [BACKUP_JOB]: handler }, onError: () => {} });
    await worker.firstRead;
    await worker.stop();
    const { last } = await backupOverview(db(), loadConfig({}));
    expect(last).toMatchObject({
      ok: false,
      error: "Could not reach https://ops:***@backups.example/ (ECONNREFUSED)",
    });
    const open = (await openBackupJobs()).map((job) => job.key).sort();
    expect(open).toEqual([overdue, nextBackup(new Date(), timeZone).key].sort());
  });

  it("saves the schedule for admins only, refuses out-of-range numbers without a change, and logs the change", async () => {
    const admin = await staffActor(db());
    const options = { timeZone };
    await expect(
      saveBackupSchedule(db(), actor("editor"), { daily: "on", keepDaily: "3", keepWeekly: "2" }, options),
    ).rejects.toThrow("Only an admin can manage backups.");
    const refusal = await saveBackupSchedule(
      db(),
      admin,
      { daily: "on", keepDaily: "0", keepWeekly: "99" },
      options,
    ).catch((e) => e);
    expect(refusal.fields).toEqual({
      keepDaily: "Enter a whole number from 1 to 60.",
      keepWeekly: "Enter a whole number from 0 to 52.",
    });
    expect(await getBackupSchedule(db())).toEqual({ daily: true, keepDaily: 7, keepWeekly: 4 });
    await saveBackupSchedule(db(), admin, { keepDaily: "3", keepWeekly: "2" }, options);
    expect(await getBackupSchedule(db())).toEqual({ daily: false, keepDaily: 3, keepWeekly: 2 });
    expect(await openBackupJobs()).toEqual([]);
    const [entry] = await db().select().from(auditEvents).where(eq(auditEvents.actorId, admin.id));
    expect(entry).toMatchObject({
      action: "settings",
      summary: "Take a backup every day, Daily copies to keep, Weekly copies to keep",
    });
    await saveBackupSchedule(db(), admin, { daily: "on", keepDaily: "3", keepWeekly: "2" }, options);
    expect(await openBackupJobs()).toHaveLength(1);
  });
});
