import type { Db } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";
import type { AuditAction } from "./actions.ts";

/** Who acted: a signed-in staff member (with the request's address), someone named only by what they
 * typed (a failed sign-in), or the server itself. */
export type AuditActor = { id: string | null; name: string; ip?: string | null };

/** The server, doing at its time what staff asked for earlier (a scheduled publication): no account,
 * no address. The history names it so too. */
export const SCHEDULER: AuditActor = { id: null, name: "Scheduler" };

/** Where an action run on the server's command line (`npm run import`) came from: there is no network
 * address, and the log says so rather than 'unknown'. */
export const COMMAND_LINE = "command line";

export type AuditEntry = {
  action: AuditAction;
  /** What it was done to: 'article', 'creative', 'user', 'invitation', 'setting', … and its id or key. */
  subject?: { type: string; id?: string | null };
  /** The line an admin reads: the piece's title, the person's name, the settings changed. */
  summary?: string;
  details?: Record<string, unknown>;
};

/** Keys whose values are never written, whatever a caller passes: the log holds no secret. */
const SECRET_KEY = /pass|token|secret|code|hash|cookie|session|otp|key/i;

/** Details with every secret-looking key dropped, recursively. */
export function withoutSecrets(details: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (SECRET_KEY.test(key)) continue;
    kept[key] =
      value && typeof value === "object" && !Array.isArray(value)
        ? withoutSecrets(value as Record<string, unknown>)
        : value;
  }
  return kept;
}

/** The name the log shows for a signed-in user. */
export const actorOf = (user: {
  id: string;
  name: string | null;
  username: string | null;
  email: string;
  ip?: string | null;
}): AuditActor => ({ id: user.id, name: user.name || user.username || user.email, ip: user.ip ?? null });

/**
 * Records one staff action. Called inside the action's own transaction where it has one (`db` is then
 * the transaction), so the entry exists exactly when the action happened.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: actor.id,
    actorName: actor.name.slice(0, 200),
    action: entry.action,
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject?.id ?? null,
    summary: (entry.summary ?? "").slice(0, 500),
    details: entry.details ? withoutSecrets(entry.details) : null,
    ip: actor.ip ?? null,
  });
}
