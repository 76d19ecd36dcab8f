import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../providers/mail.ts";
import type { Storage } from "../../providers/storage.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { getSiteIdentity } from "../settings/site-settings.ts";
import { sendHandler } from "./deliver.ts";
import { DIGEST_JOB, digestHandler } from "./digest.ts";
import { SEND_JOB } from "./sending.ts";

export type NewsletterJobOptions = {
  mailer: Mailer;
  /** Where uploads are: the digest's mail names its stories' pictures by their addresses. */
  storage: Storage;
  publicUrl: string;
  timeZone: string;
  secret: Buffer;
  onSent: () => void;
  ready?: () => boolean;
  stopping?: () => boolean;
};

/** The newsletter's job handlers, for the worker (server/main.ts). */
export function newsletterHandlers(options: NewsletterJobOptions): Record<string, JobHandler> {
  const publication = async (db: Db) => ({
    siteName: (await getSiteIdentity(db)).siteName,
    publicUrl: options.publicUrl,
    secret: options.secret,
    storage: options.storage,
  });
  return {
    [SEND_JOB]: sendHandler({ ...options, publication }),
    [DIGEST_JOB]: digestHandler(publication, options.timeZone),
  };
}
