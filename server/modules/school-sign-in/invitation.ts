import { eq, sql } from "drizzle-orm";
import { isStaffRole, type StaffRole } from "#shared/roles.ts";
import { ACCOUNT_DEACTIVATED } from "#shared/texts.ts";
import { CLOSED_INVITATION } from "#shared/invitation-texts.ts";
import type { Db } from "../../db/client.ts";
import { schoolSignInLinks, users } from "../../db/schema.ts";
import { hashPassword } from "../accounts/passwords.ts";
import { hashToken, randomToken } from "../accounts/tokens.ts";
import { findUserByEmail } from "../accounts/users.ts";
import { Conflict, Forbidden, Invalid } from "../errors.ts";
import { invitationByHash, recordAcceptance, STAFF_ALREADY } from "../staff/accept.ts";
import { invitationState } from "../staff/invitation-state.ts";
import { startSchoolSignIn, type SchoolPerson } from "./flow.ts";
import { linkedUser, sessionFor } from "./people.ts";
import { INVITATION_OTHER_ADDRESS, LINKED_ELSEWHERE } from "./texts.ts";

type Client = { ip: string; userAgent?: string | null };

/** Why this invitation cannot be accepted now, or null while it is open. */
async function closedReason(db: Db, tokenHash: string, now: Date, lock = false) {
  const invitation = await invitationByHash(db, tokenHash, lock);
  const state = invitationState(invitation, now);
  return state === "open" ? { invitation: invitation!, reason: null } : { invitation, reason: state };
}

/**
 * Starts the school's sign-in from an invitation's page (decision 0066): only for an open invitation,
 * whose token's hash the attempt keeps server-side (the browser carries only the state).
 */
export async function startInvitationSignIn(
  db: Db,
  { publicUrl, token }: { publicUrl: string; token: string },
  now = new Date(),
) {
  const { reason } = await closedReason(db, hashToken(token), now);
  if (reason) throw new Invalid(CLOSED_INVITATION[reason].message);
  return startSchoolSignIn(db, { publicUrl, audience: "staff", invitationToken: token }, now);
}

/**
 * Accepts the invitation the sign-in started from, for the person the school vouched for (decision
 * 0066): only if the invitation is still open (used once, not expired, not revoked) and was sent to
 * that verified address. The account is created with the invitation's role (or the reader who owns the
 * address becomes staff: the invitation to that address and the school's verified address prove it),
 * linked to the school's account, and signed in with no password. In one transaction: a refusal changes
 * nothing.
 */
export async function acceptInvitationWithSchool(
  db: Db,
  person: SchoolPerson,
  invitationHash: string,
  client: Client,
  now = new Date(),
) {
  const joined = await db.transaction(async (tx) => {
    const { invitation, reason } = await closedReason(tx, invitationHash, now, true);
    if (reason) throw new Invalid(CLOSED_INVITATION[reason].message);
    if (invitation.email.toLowerCase() !== person.email.toLowerCase())
      throw new Forbidden(INVITATION_OTHER_ADDRESS(invitation.email, person.email), { code: "address" });
    const account = await findUserByEmail(tx, invitation.email);
    if (account && isStaffRole(account.role)) throw new Conflict(STAFF_ALREADY);
    if (account?.deactivatedAt) throw new Forbidden(ACCOUNT_DEACTIVATED, { code: "deactivated" });
    const linked = await linkedUser(tx, person);
    if (linked && linked.id !== account?.id) throw new Conflict(LINKED_ELSEWHERE);
    const [user] = account
      ? await tx
          .update(users)
          .set({
            role: invitation.role,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: now,
          })
          .where(eq(users.id, account.id))
          .returning()
      : await tx
          .insert(users)
          .values({
            email: invitation.email,
            name: invitation.name,
            passwordHash: await hashPassword(randomToken()),
            emailVerifiedAt: now,
            role: invitation.role,
          })
          .returning();
    if (!linked)
      await tx
        .insert(schoolSignInLinks)
        .values({ issuer: person.issuer, subject: person.subject, userId: user!.id });
    const name = account?.name || invitation.name;
    await recordAcceptance(
      tx,
      invitation,
      { id: user!.id, name, ip: client.ip, reader: Boolean(account), via: "school" },
      now,
    );
    return { user: user!, role: invitation.role as StaffRole, name };
  });
  const session = await sessionFor(db, joined.user, person, client);
  return { ...session, role: joined.role, name: joined.name };
}
