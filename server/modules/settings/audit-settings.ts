import type { Db } from "../../db/client.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";

/** One setting as it was and as it is: its label, and whether its value may be shown in the log. */
export type SettingChange = { label: string; from: unknown; to: unknown; shown?: boolean };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Records a Settings save in the audit log: which settings changed, and for a short value that may be
 * shown, from what to what; a save that changed nothing is not recorded. Called with the save's
 * transaction where it has one.
 */
export async function auditSettings(db: Db, actor: SessionUser, changes: SettingChange[]): Promise<void> {
  const changed = changes.filter((c) => !same(c.from, c.to));
  if (!changed.length) return;
  await recordAudit(db, actorOf(actor), {
    action: "settings",
    subject: { type: "setting" },
    summary: changed.map((c) => c.label).join(", "),
    details: {
      changed: changed.map((c) =>
        c.shown ? { setting: c.label, from: c.from ?? null, to: c.to ?? null } : { setting: c.label },
      ),
    },
  });
}
