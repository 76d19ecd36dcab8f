import { newsletterSettingsForm } from "#shared/schemas/newsletter.ts";
import type { z } from "#shared/zod.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { auditSettings } from "../settings/audit-settings.ts";
import { readSettings, setSetting } from "../settings/store.ts";
import { validate } from "../validate.ts";

export type NewsletterSettings = z.output<typeof newsletterSettingsForm>;

const KEY = "newsletter";
/** A mail every second: within what shared SMTP hosts allow (decision 0044). */
export const DEFAULTS: NewsletterSettings = newsletterSettingsForm.parse({
  sendRate: 60,
  digest: false,
  digestDay: 1,
  digestHour: 8,
});

export async function getNewsletterSettings(db: Db): Promise<NewsletterSettings> {
  const stored = (await readSettings(db, [KEY])).get(KEY);
  const parsed = newsletterSettingsForm.safeParse({ ...DEFAULTS, ...(stored as object) });
  return parsed.success ? parsed.data : DEFAULTS;
}

/** Saves the send rate and the weekly digest (admins); `after` (re)schedules the digest in the same
 * transaction, so that the setting and its job are kept together. */
export async function saveNewsletterSettings(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
  after: (tx: Db, settings: NewsletterSettings) => Promise<void>,
): Promise<NewsletterSettings> {
  assertCan(actor, "newsletter");
  const next = validate(newsletterSettingsForm, input);
  const before = await getNewsletterSettings(db);
  await db.transaction(async (tx) => {
    await setSetting(tx, KEY, next);
    await after(tx, next);
    await auditSettings(
      tx,
      actor,
      (Object.keys(next) as (keyof NewsletterSettings)[]).map((k) => ({
        label: `Newsletter ${k}`,
        from: before[k],
        to: next[k],
        shown: true,
      })),
    );
  });
  return next;
}
