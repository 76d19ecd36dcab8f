import type { Db } from "../../db/client.ts";
import { enqueue } from "../jobs/queue.ts";

/** The job that runs an import of the portal (decision 0070): its dry run, then, once confirmed, the
 * import itself, each going on from where the import's row says. */
export const SITE_IMPORT_JOB = "site-import";

/** One job an import: the dry run and the import are the same job at two states of its row. */
export const siteImportJobKey = (id: string) => `site-import:${id}`;

/** Queues the import's job now (its dry run, its import, or the rest of either after a stop). */
export const queueCheck = (db: Db, id: string) =>
  enqueue(db, { name: SITE_IMPORT_JOB, key: siteImportJobKey(id), payload: { id } });
