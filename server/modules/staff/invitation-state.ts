import type { ClosedState } from "#shared/invitation-texts.ts";
import type { staffInvitations } from "../../db/schema.ts";

type Row = Pick<typeof staffInvitations.$inferSelect, "acceptedAt" | "revokedAt" | "expiresAt">;

/** Whether an invitation's link works now, or why not. */
export function invitationState(row: Row | null, now: Date): ClosedState | "open" {
  if (!row) return "unknown";
  if (row.acceptedAt) return "used";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}
