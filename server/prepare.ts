import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { forgetUnseededDemoTeam, isEmptyDatabase, seedDemo } from "./db/seed/seed-demo.ts";
import { issueSetupCode } from "./modules/accounts/first-run.ts";
import { ensureBackupJob } from "./modules/backups/schedule.ts";
import { getBackupSchedule } from "./modules/backups/schedule-settings.ts";
import { ensurePublishJobs } from "./modules/content/schedule.ts";
import { ensureDigestJob } from "./modules/notifications/digest.ts";
import { ensurePollCloseJobs } from "./modules/polls/close-job.ts";
import { ensureEditionPublishJobs } from "./modules/print/lifecycle.ts";
import { findPoppler } from "./modules/print/poppler.ts";
import { backfillTerms } from "./modules/school-year/mastheads.ts";
import { currentSchoolYear } from "./modules/school-year/setting.ts";
import { ensureYearStartJob } from "./modules/school-year/year-start.ts";

/** What is done once per start, before any request: the demo team's clean-up, demo content (SEED_DEMO=true
 * only; unset, the first-run setup asks: decision 0068), the setup code. */
export async function prepare(config: Config, db: Db): Promise<void> {
  await forgetUnseededDemoTeam(db);
  if (config.seedDemo === true && (await isEmptyDatabase(db))) {
    const seeded = await seedDemo(db);
    console.log(`Seeded demo content: ${seeded.articles} articles, ${seeded.creative} creative pieces.`);
  }
  // A masthead kept before mastheads had school years becomes this year's (decision 0067), once.
  await backfillTerms(db, (await currentSchoolYear(db, config.timeZone)).start);
  // A scheduled piece without its job (restored from a backup) gets one; one whose time passed while
  // the server was stopped is published by the queue's first read.
  await ensurePublishJobs(db);
  // So does a scheduled print edition (decision 0079).
  await ensureEditionPublishJobs(db);
  // A poll whose close time is ahead, without its closing job (decision 0077), gets one.
  await ensurePollCloseJobs(db);
  // The next daily backup's job, unless one waits already (an overdue one runs at the queue's first read).
  await ensureBackupJob(db, { daily: (await getBackupSchedule(db)).daily, timeZone: config.timeZone });
  // The next daily digest of notifications, unless one waits already.
  await ensureDigestJob(db, config.timeZone);
  // The next school year's start, which tells the admins the rollover is due (decision 0067).
  await ensureYearStartJob(db, { timeZone: config.timeZone });
  // Print editions (decision 0079): covers and search inside PDFs need Debian's poppler-utils.
  if (!(await findPoppler()))
    console.log(
      "poppler-utils are not installed (apt-get install poppler-utils): print editions need a cover uploaded by hand, and site search does not look inside their PDFs.",
    );
  const setupCode = await issueSetupCode(db);
  if (setupCode) {
    console.log(
      `No admin account yet: create the first one at ${config.publicUrl}/admin with the one-time setup code ${setupCode} (every start without an admin makes a new code and voids the last).`,
    );
    if (config.seedDemo === null)
      console.log(
        "The setup page asks how the publication starts: empty (for a real publication) or with demo content to explore.",
      );
  }
}
