import { eq, sql } from "drizzle-orm";
import { ROLE_LABELS, isStaffRole, type StaffRole } from "#shared/roles.ts";
import { acceptExistingInput, acceptNewInput } from "#shared/schemas/staff.ts";
import type { Db } from "../../db/client.ts";
import { staffInvitations, users } from "../../db/schema.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import type { AccountDeps } from "../accounts/deps.ts";
import { hashPassword, verifyPassword } from "../accounts/passwords.ts";
import { createSession } from "../accounts/sessions.ts";
import { guardSignIn, rememberOwnerAddress } from "../accounts/sign-in-guard.ts";
import { hashToken } from "../accounts/tokens.ts";
import { notifyInvited } from "../notifications/staff-events.ts";
import { hasVerifiedFactor } from "../accounts/two-factor/totp.ts";
import { findUserByEmail } from "../accounts/users.ts";
import { recordAudit } from "../audit/record.ts";
import { Conflict, Forbidden, Invalid, Unauthorized } from "../errors.ts";
import { schoolSignInConfig } from "../school-sign-in/config.ts";
import { PASSWORD_SIGN_IN_OFF } from "../school-sign-in/password-rule.ts";
import { formText, validate } from "../validate.ts";
import { CLOSED_INVITATION, type ClosedState } from "#shared/invitation-texts.ts";
import { invitationState } from "./invitation-state.ts";

/** What the accept page shows: the open invitation, or why it does not work. */
export type InvitationView =
  | {
      state: "open";
      name: string;
      email: string;
      role: StaffRole;
      inviter: string;
      /** The address has a reader account: they accept with its password. */
      reader: boolean;
      /** That reader has no username yet: they choose one. */
      needsUsername: boolean;
    }
  | { state: ClosedState };

type Invitation = typeof staffInvitations.$inferSelect;

/** The invitation whose link's token has this hash, locked until the transaction ends if `lock`. */
export async function invitationByHash(db: Db, tokenHash: string, lock = false): Promise<Invitation | null> {
  const query = db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

const invitationByToken = (db: Db, token: string, lock = false) =>
  invitationByHash(db, hashToken(token), lock);

/** Marks the invitation accepted by `userId`, in the transaction `tx` that made them staff: tells the
 * inviter, and records it in the audit log (`via` says how, when not with a password). */
export async function recordAcceptance(
  tx: Db,
  invitation: Invitation,
  joined: { id: string; name: string; ip: string; reader: boolean; via?: "school" },
  now: Date,
): Promise<void> {
  await tx
    .update(staffInvitations)
    .set({ acceptedAt: now, acceptedBy: joined.id })
    .where(eq(staffInvitations.id, invitation.id));
  await notifyInvited(tx, invitation, joined.id);
  await recordAudit(
    tx,
    { id: joined.id, name: joined.name, ip: joined.ip },
    {
      action: "invite-accept",
      subject: { type: "user", id: joined.id },
      summary: `${joined.name} joined as ${ROLE_LABELS[invitation.role]}${joined.via ? " with the school's sign-in" : ""}`,
      details: {
        email: invitation.email,
        role: invitation.role,
        reader: joined.reader,
        ...(joined.via ? { via: joined.via } : {}),
      },
    },
  );
}

/** The accept page's invitation, by the token of its link. */
export async function viewInvitation(db: Db, token: string, now = new Date()): Promise<InvitationView> {
  const row = token ? await invitationByToken(db, token) : null;
  const state = invitationState(row, now);
  if (state !== "open") return { state };
  const [inviter] = row!.invitedBy
    ? await db
        .select({ name: users.name, username: users.username })
        .from(users)
        .where(eq(users.id, row!.invitedBy))
    : [];
  const account = await findUserByEmail(db, row!.email);
  if (account && isStaffRole(account.role)) return { state: "used" };
  return {
    state: "open",
    name: row!.name,
    email: row!.email,
    role: row!.role,
    inviter: inviter?.name || inviter?.username || "An admin",
    reader: Boolean(account),
    needsUsername: Boolean(account && !account.username),
  };
}

type Joining = { userId: string | null; name: string; values: Partial<typeof users.$inferInsert> };

/** The account that accepts: a reader proves it with their password (behind the sign-in guard); someone
 * new chooses a username and password. Checked before the transaction, which only writes. */
async function joining(
  deps: Pick<AccountDeps, "db" | "limits">,
  email: string,
  input: unknown,
  ip: string,
): Promise<Joining> {
  const reader = await findUserByEmail(deps.db, email);
  if (reader && isStaffRole(reader.role)) throw new Conflict(STAFF_ALREADY);
  if (reader) {
    const { password, username } = validate(acceptExistingInput, input);
    const guard = await guardSignIn(deps.limits, { userId: reader.id, name: email.toLowerCase(), ip });
    if (!(await verifyPassword(reader.passwordHash, password))) {
      throw new Unauthorized("That is not the password of your account. Try again, or reset it first.", {
        password: "Wrong password",
      });
    }
    await guard.succeeded();
    if (!reader.username && !username)
      throw new Invalid("Choose a username for the portal.", { username: "Username is required" });
    return {
      userId: reader.id,
      name: reader.name || email,
      values: reader.username ? {} : { username },
    };
  }
  const { name, username, password } = validate(acceptNewInput, input);
  return {
    userId: null,
    name,
    values: { name, username, email, passwordHash: await hashPassword(password) },
  };
}

const USERNAME_TAKEN = "That username is taken. Please choose another.";
export const STAFF_ALREADY =
  "This e-mail address belongs to a member of staff already. Sign in to the editorial portal instead.";
const EMAIL_TAKEN =
  "An account with this e-mail address was created meanwhile. Reload this page and accept with its password.";

/**
 * Accepts an invitation (issue 26): creates the account with the invitation's role, or makes the
 * reader who owns the address staff (keeping their comments, likes and two-factor sign-in), marks the
 * invitation used in the same transaction (of two tabs accepting at once, one wins), and signs them in
 * to the portal; an account with two-factor sign-in still owes its code.
 */
export async function acceptInvitation(
  deps: Pick<AccountDeps, "db" | "limits">,
  input: unknown,
  { ip, userAgent }: { ip: string; userAgent?: string | null },
  now = new Date(),
) {
  // While staff sign in only with the school's sign-in, an invitation is accepted with it too.
  if ((await schoolSignInConfig(deps.db))?.passwordSignIn === false)
    throw new Forbidden(PASSWORD_SIGN_IN_OFF, { code: "school-only" });
  const token = formText(input, "token");
  const found = token ? await invitationByToken(deps.db, token) : null;
  const state = invitationState(found, now);
  if (state !== "open") throw new Invalid(CLOSED_INVITATION[state].message);
  const who = await joining(deps, found!.email, input, ip);
  if (who.values.username) {
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, who.values.username.toLowerCase()));
    if (taken) throw new Conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  }
  const user = await deps.db
    .transaction(async (tx) => {
      const invitation = await invitationByToken(tx, token, true);
      const current = invitationState(invitation, now);
      if (current !== "open") throw new Invalid(CLOSED_INVITATION[current].message);
      const role = invitation!.role;
      const [row] = who.userId
        ? await tx
            .update(users)
            .set({
              ...who.values,
              role,
              emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
              updatedAt: now,
            })
            .where(eq(users.id, who.userId))
            .returning({ id: users.id, role: users.role })
        : await tx
            .insert(users)
            .values({ ...(who.values as typeof users.$inferInsert), role, emailVerifiedAt: now })
            .returning({ id: users.id, role: users.role });
      await recordAcceptance(
        tx,
        invitation!,
        { id: row!.id, name: who.name, ip, reader: Boolean(who.userId) },
        now,
      );
      return row!;
    })
    .catch(async (error: unknown) => {
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
      if (await findUserByEmail(deps.db, found!.email)) throw new Conflict(EMAIL_TAKEN);
      throw new Conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    });
  const secondFactorRequired = await hasVerifiedFactor(deps.db, user.id);
  if (!who.userId) await rememberOwnerAddress(deps.limits, user.id, ip);
  const session = await createSession(deps.db, user.id, {
    pendingSecondFactor: secondFactorRequired,
    userAgent,
  });
  return { ...session, secondFactorRequired, userId: user.id, name: who.name, role: user.role as StaffRole };
}
