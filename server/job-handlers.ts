import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { PageChange } from "./http/page-changes.ts";
import { accountMailHandlers } from "./modules/accounts/mail-jobs.ts";
import { backupHandler } from "./modules/backups/backup-job.ts";
import { BACKUP_JOB } from "./modules/backups/schedule.ts";
import { publishHandler, PUBLISH_JOB } from "./modules/content/schedule.ts";
import { REMINDER_JOB, reminderHandler } from "./modules/desk/reminders.ts";
import { MAIL_JOB, mailHandler, type MailTransports } from "./modules/jobs/mail.ts";
import type { JobHandler } from "./modules/jobs/worker.ts";
import { newsletterHandlers } from "./modules/newsletter/jobs.ts";
import { notificationHandlers } from "./modules/notifications/jobs.ts";
import { POLL_CLOSE_JOB, pollCloseHandler } from "./modules/polls/close-job.ts";
import { printTextHandler } from "./modules/print/extract-text.ts";
import { PRINT_PUBLISH_JOB, printPublishHandler } from "./modules/print/lifecycle.ts";
import { PRINT_TEXT_JOB } from "./modules/print/pdf-file.ts";
import { printImportHandler } from "./modules/print/import-job.ts";
import { PRINT_IMPORT_JOB } from "./modules/print/portal-import.ts";
import { YEAR_START_JOB, yearStartHandler } from "./modules/school-year/year-start.ts";
import { getSiteIdentity } from "./modules/settings/site-settings.ts";
import { siteImportHandler } from "./modules/site-imports/job.ts";
import { SITE_IMPORT_JOB } from "./modules/site-imports/queue.ts";
import { openRenderer } from "./http/archive-renderer.ts";
import { ARCHIVE_JOB, archiveZipHandler } from "./modules/static-archive/zip-job.ts";
import { createAddressPolicy } from "./providers/address-policy.ts";
import { openBackupStore } from "./providers/backup-store.ts";
import { openMediaPartsStore } from "./providers/import-store.ts";
import { createFileFetch } from "./providers/outbound.ts";
import type { Services } from "./services.ts";

export type JobHandlerDeps = {
  config: Config;
  database: Database;
  services: Services;
  transports: MailTransports;
  /** Drops the cached pages a job's write changed, in every process. */
  onChange: (change: PageChange) => void;
  /** Whether the server listens yet: a newsletter send waits for it (its batches would hold up the start). */
  ready: () => boolean;
  /** Whether the server is stopping: a long job (an import, a send) ends after its current step. */
  stopping: () => boolean;
  /** The built site (`npm run build`), which Settings → Archive's job renders in archive mode. */
  buildDir: string;
};

/** Every job the queue's worker runs (decisions 0037 and 0060), by name, with what each needs. Whichever
 * process claims a job runs it. */
export function jobHandlers({
  config,
  database,
  services,
  transports,
  onChange,
  ready,
  stopping,
  buildDir,
}: JobHandlerDeps): Record<string, JobHandler> {
  return {
    [PUBLISH_JOB]: publishHandler(onChange),
    [MAIL_JOB]: mailHandler(transports.single),
    // Print editions (decision 0079): a scheduled edition's publication, and a PDF's text read once.
    [PRINT_PUBLISH_JOB]: printPublishHandler(onChange),
    [PRINT_TEXT_JOB]: printTextHandler(services.storage, onChange),
    // The portal's import of past editions, beside the other jobs, stopping with the server.
    [PRINT_IMPORT_JOB]: printImportHandler({
      parts: openMediaPartsStore(config),
      storage: services.storage,
      dataDir: config.dataDir,
      onChange,
      stopping,
    }),
    // A poll that closes by its time drops its piece's pages then (decision 0077).
    [POLL_CLOSE_JOB]: pollCloseHandler(onChange),
    // The desk's deadline reminders (issue 38), their times on the publication's clock.
    [REMINDER_JOB]: reminderHandler({ timeZone: config.timeZone }),
    // The school year's start: the admins are told the rollover is due (issue 40).
    [YEAR_START_JOB]: yearStartHandler({ timeZone: config.timeZone }),
    ...accountMailHandlers(async (db) => ({
      ...services,
      db,
      publicUrl: config.publicUrl,
      siteName: (await getSiteIdentity(db)).siteName,
    })),
    [BACKUP_JOB]: backupHandler({
      database,
      storage: services.storage,
      store: openBackupStore(config),
      timeZone: config.timeZone,
    }),
    // Settings → Archive (decision 0080): the public site as a zip, beside the other jobs.
    [ARCHIVE_JOB]: archiveZipHandler({
      store: openBackupStore(config),
      timeZone: config.timeZone,
      liveUrl: config.publicUrl,
      uploadsUrl: config.s3?.publicUrl ?? null,
      openRender: (copy) => openRenderer(services, buildDir, copy),
      stopping,
    }),
    // Settings → Import (decision 0070): beside the other jobs, stopping with the server.
    [SITE_IMPORT_JOB]: siteImportHandler({
      store: services.imports,
      storage: services.storage,
      dataDir: config.dataDir,
      fetchFile: createFileFetch({ policy: createAddressPolicy(config.widgets.allowAddresses) }),
      onChange,
      stopping,
    }),
    ...notificationHandlers({
      mailer: transports.single,
      publicUrl: config.publicUrl,
      timeZone: config.timeZone,
    }),
    ...newsletterHandlers({
      mailer: transports.pooled,
      storage: services.storage,
      publicUrl: config.publicUrl,
      timeZone: config.timeZone,
      secret: services.cookieSecret,
      onSent: () => onChange("newsletter"),
      ready,
      stopping,
    }),
  };
}
