import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { isStaffRole, ROLE_LABELS } from "#shared/roles.ts";
import { invitationIdInput, INVITATION_DAYS, inviteInput } from "#shared/schemas/staff.ts";
import type { Db } from "../../db/client.ts";
import { staffInvitations, users } from "../../db/schema.ts";
import type { AccountDeps } from "../accounts/deps.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { hashToken, randomToken } from "../accounts/tokens.ts";
import { displayName, findUserByEmail } from "../accounts/users.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Conflict, NotFound } from "../errors.ts";
import { validate } from "../validate.ts";
import { invitationMail } from "./mails.ts";

type Deps = Pick<AccountDeps, "db" | "mailer" | "limits" | "publicUrl" | "siteName">;

const DAY = 86_400_000;
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * DAY);
const inviterName = (actor: SessionUser) => actor.name || actor.username || actor.email;

/** A new link for an invitation: the token goes into the mail, only its hash into the table. */
function newLink(now: Date) {
  const token = randomToken();
  return { token, tokenHash: hashToken(token), expiresAt: expiryFrom(now), sentAt: now };
}

/** Refuses an address that belongs to a member of staff already, active or deactivated. */
async function refuseStaffAddress(db: Db, email: string) {
  const existing = await findUserByEmail(db, email);
  if (!existing || !isStaffRole(existing.role)) return;
  const who = displayName(existing);
  throw new Conflict(
    existing.deactivatedAt
      ? `${email} belongs to ${who}, a deactivated member of staff. Reactivate them in the staff list instead.`
      : `${email} belongs to ${who}, who is on the staff already as ${ROLE_LABELS[existing.role]}. Change their role in the staff list instead.`,
    { email: "This address belongs to a member of staff already." },
  );
}

/** One open invitation per address (accepted and revoked ones are closed; an expired one is resent). */
async function refuseOpenInvitation(db: Db, email: string) {
  const [open] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(
      and(
        eq(sql`lower(${staffInvitations.email})`, email.toLowerCase()),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .limit(1);
  if (open) {
    throw new Conflict(
      `${email} has an invitation already. Resend it from the pending invitations, or revoke it first.`,
      { email: "This address has an invitation already." },
    );
  }
}

/** Queues the invitation's mail in the transaction `tx` that writes its link. */
async function sendInvitation(
  deps: Deps,
  tx: Db,
  actor: SessionUser,
  row: { email: string; name: string; role: (typeof staffInvitations.$inferSelect)["role"] },
  token: string,
) {
  const reader = Boolean(await findUserByEmail(tx, row.email));
  await deps.mailer.send(invitationMail(deps, { ...row, inviter: inviterName(actor), reader }, token), tx);
}

/**
 * Invites someone to the staff by e-mail (issue 26): a single-use link that works for 7 days, of which
 * only the hash is stored. An address of a member of staff is refused; a reader's address is welcome
 * (they accept with their own password). One open invitation per address: Resend renews it.
 */
export async function inviteStaff(deps: Deps, actor: SessionUser, input: unknown, now = new Date()) {
  assertCan(actor, "staff");
  const { name, email, role } = validate(inviteInput, input);
  await refuseStaffAddress(deps.db, email);
  await refuseOpenInvitation(deps.db, email);
  await deps.limits.consume("staffInvitations", actor.id);
  const { token, ...link } = newLink(now);
  const row = await deps.db.transaction(async (tx) => {
    // Two admins inviting one address at once: the second waits here, then finds the first's.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`staff-invitation:${email.toLowerCase()}`}))`,
    );
    await refuseOpenInvitation(tx, email);
    const [created] = await tx
      .insert(staffInvitations)
      .values({ email, name, role, invitedBy: actor.id, ...link })
      .returning();
    await recordAudit(tx, actorOf(actor), {
      action: "invite",
      subject: { type: "invitation", id: created!.id },
      summary: `${name} (${email}) as ${ROLE_LABELS[role]}`,
      details: { name, email, role },
    });
    await sendInvitation(deps, tx, actor, created!, token);
    return created!;
  });
  return { id: row.id, email, name, role };
}

/** An open invitation, locked until the transaction ends; accepted or revoked ones are refused. */
async function lockOpenInvitation(tx: Db, id: string) {
  const [row] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, id)).for("update");
  if (!row) throw new NotFound("That invitation does not exist any more.");
  if (row.acceptedAt) throw new Conflict(`${row.name} has accepted this invitation already.`);
  if (row.revokedAt) throw new Conflict(`This invitation was revoked. Invite ${row.name} again instead.`);
  return row;
}

/** Sends a new link with a new 7 days; the link sent before stops working. */
export async function resendInvitation(deps: Deps, actor: SessionUser, input: unknown, now = new Date()) {
  assertCan(actor, "staff");
  const { id } = validate(invitationIdInput, input);
  await deps.limits.consume("staffInvitations", actor.id);
  const { token, ...link } = newLink(now);
  const row = await deps.db.transaction(async (tx) => {
    const open = await lockOpenInvitation(tx, id);
    await tx.update(staffInvitations).set(link).where(eq(staffInvitations.id, id));
    await recordAudit(tx, actorOf(actor), {
      action: "invite-resend",
      subject: { type: "invitation", id },
      summary: `${open.name} (${open.email})`,
      details: { email: open.email, role: open.role },
    });
    await sendInvitation(deps, tx, actor, open, token);
    return open;
  });
  return { name: row.name, email: row.email };
}

/** Withdraws an invitation: its link stops working. */
export async function revokeInvitation(db: Db, actor: SessionUser, input: unknown, now = new Date()) {
  assertCan(actor, "staff");
  const { id } = validate(invitationIdInput, input);
  return db.transaction(async (tx) => {
    const open = await lockOpenInvitation(tx, id);
    await tx.update(staffInvitations).set({ revokedAt: now }).where(eq(staffInvitations.id, id));
    await recordAudit(tx, actorOf(actor), {
      action: "invite-revoke",
      subject: { type: "invitation", id },
      summary: `${open.name} (${open.email})`,
      details: { email: open.email, role: open.role },
    });
    return { name: open.name, email: open.email };
  });
}

/** The invitations nobody has accepted or revoked yet, newest first, expired ones too (to resend). */
export async function listPendingInvitations(db: Db, actor: SessionUser, now = new Date()) {
  assertCan(actor, "staff");
  const rows = await db
    .select({
      id: staffInvitations.id,
      name: staffInvitations.name,
      email: staffInvitations.email,
      role: staffInvitations.role,
      sentAt: staffInvitations.sentAt,
      expiresAt: staffInvitations.expiresAt,
      inviterName: users.name,
      inviterUsername: users.username,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .orderBy(desc(staffInvitations.sentAt));
  return rows.map(({ inviterName, inviterUsername, ...row }) => ({
    ...row,
    invitedBy: inviterName || inviterUsername || "",
    expired: row.expiresAt.getTime() <= now.getTime(),
  }));
}
