import { and, eq, gt, sql } from "drizzle-orm";
import { isStaffRole, ROLE_LABELS } from "#shared/roles.ts";
import { ACCOUNT_DEACTIVATED } from "#shared/texts.ts";
import type { Db } from "../../db/client.ts";
import { schoolSignInLinkOffers, schoolSignInLinks, schoolSignInRequests, users } from "../../db/schema.ts";
import { auditOwnAccount } from "../accounts/audit.ts";
import { hashPassword } from "../accounts/passwords.ts";
import { createSession } from "../accounts/sessions.ts";
import { hashToken, randomToken } from "../accounts/tokens.ts";
import { findUserByEmail } from "../accounts/users.ts";
import { recordAudit } from "../audit/record.ts";
import { Forbidden } from "../errors.ts";
import { schoolSignInConfig } from "./config.ts";
import type { SchoolPerson } from "./flow.ts";
import { NOT_STAFF_SCHOOL } from "./texts.ts";

/** How long the offer to link an existing account waits for its password. */
export const LINK_OFFER_TTL_MS = 15 * 60_000;

export type SignedIn = { kind: "signed-in"; token: string; expiresAt: Date; name: string };
export type SchoolOutcome =
  SignedIn | { kind: "link"; offerToken: string; expiresAt: Date } | { kind: "waiting" };

type Client = { ip: string; userAgent?: string | null };

/** A session for a linked staff account, as a password sign-in makes it, but with no second-factor step:
 * the school's sign-in stood for it (decision 0066). Recorded in the audit log. */
export async function sessionFor(
  db: Db,
  user: { id: string; name: string | null; username: string | null; email: string },
  person: Pick<SchoolPerson, "multiFactor">,
  client: Client,
): Promise<SignedIn> {
  const session = await createSession(db, user.id, {
    userAgent: client.userAgent,
    schoolMultiFactor: person.multiFactor,
  });
  await auditOwnAccount(db, user.id, client.ip, {
    action: "sign-in",
    summary: person.multiFactor
      ? "With the school's sign-in, which used more than one factor"
      : "With the school's sign-in",
  });
  return { kind: "signed-in", ...session, name: user.username ?? user.name ?? user.email.split("@")[0]! };
}

/** The account linked to this person (issuer + subject), or null. */
export async function linkedUser(db: Db, person: Pick<SchoolPerson, "issuer" | "subject">) {
  const [row] = await db
    .select({ user: users })
    .from(schoolSignInLinks)
    .innerJoin(users, eq(users.id, schoolSignInLinks.userId))
    .where(and(eq(schoolSignInLinks.issuer, person.issuer), eq(schoolSignInLinks.subject, person.subject)));
  return row?.user ?? null;
}

/** A new account for this person with `role`, linked to their school account, in one transaction with
 * the audit entry; then signed in. */
export async function createLinkedAccount(
  db: Db,
  person: SchoolPerson,
  role: "contributor" | "reader",
  client: Client,
): Promise<SignedIn> {
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: person.email,
        name: person.name,
        passwordHash: await hashPassword(randomToken()),
        emailVerifiedAt: new Date(),
        role,
      })
      .returning();
    await tx
      .insert(schoolSignInLinks)
      .values({ issuer: person.issuer, subject: person.subject, userId: row!.id });
    await recordAudit(
      tx,
      { id: row!.id, name: person.name ?? person.email, ip: client.ip },
      {
        action: "school-link",
        subject: { type: "user", id: row!.id },
        summary: `${person.name ?? person.email} joined as ${ROLE_LABELS[role]} with the school's sign-in`,
        details: { email: person.email },
      },
    );
    return row!;
  });
  return sessionFor(db, user, person, client);
}

/** A new person from an allowed domain: a contributor at once if an admin chose so, else a request that
 * waits for an admin in the staff page. */
async function newPerson(db: Db, person: SchoolPerson, client: Client): Promise<SchoolOutcome> {
  const config = await schoolSignInConfig(db);
  if (config?.newPeople === "contributor") return createLinkedAccount(db, person, "contributor", client);
  await db
    .insert(schoolSignInRequests)
    .values({ issuer: person.issuer, subject: person.subject, email: person.email, name: person.name })
    .onConflictDoUpdate({
      target: [schoolSignInRequests.issuer, schoolSignInRequests.subject],
      set: { email: person.email, name: person.name },
    });
  return { kind: "waiting" };
}

/**
 * Who the school's sign-in lets in: the account linked to this person (issuer + subject); else, for an
 * existing staff account with the same verified address, an offer to link it once its password proves
 * it; else a new person (newPerson). A reader's account is not staff: it is refused here.
 */
export async function signInSchoolPerson(
  db: Db,
  person: SchoolPerson,
  client: Client,
): Promise<SchoolOutcome> {
  const linked = await linkedUser(db, person);
  const user = linked ?? (await findUserByEmail(db, person.email));
  if (user?.deactivatedAt) throw new Forbidden(ACCOUNT_DEACTIVATED, { code: "deactivated" });
  if (user && !isStaffRole(user.role)) throw new Forbidden(NOT_STAFF_SCHOOL);
  if (linked) return sessionFor(db, linked, person, client);
  if (!user) return newPerson(db, person, client);
  return offerLink(db, person, user.id);
}

/** An offer to link the account `userId` to this person, which that account's next complete password
 * sign-in takes (acceptLinkOffer); its token goes to the browser in a cookie. */
export async function offerLink(
  db: Db,
  person: Pick<SchoolPerson, "issuer" | "subject">,
  userId: string,
): Promise<SchoolOutcome> {
  const offerToken = randomToken();
  const expiresAt = new Date(Date.now() + LINK_OFFER_TTL_MS);
  await db.insert(schoolSignInLinkOffers).values({
    tokenHash: hashToken(offerToken),
    issuer: person.issuer,
    subject: person.subject,
    userId,
    expiresAt,
  });
  return { kind: "link", offerToken, expiresAt };
}

/**
 * After a password sign-in: the offer carried by the browser links the account it was made for, once and
 * only for that account (another account's password links nothing). Recorded in the audit log.
 */
export async function acceptLinkOffer(
  db: Db,
  offerToken: string | undefined,
  userId: string,
  ip: string,
): Promise<boolean> {
  if (!offerToken || offerToken.length > 100) return false;
  const [offer] = await db
    .delete(schoolSignInLinkOffers)
    .where(
      and(
        eq(schoolSignInLinkOffers.tokenHash, hashToken(offerToken)),
        gt(schoolSignInLinkOffers.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!offer || offer.userId !== userId) return false;
  await db
    .insert(schoolSignInLinks)
    .values({ issuer: offer.issuer, subject: offer.subject, userId })
    .onConflictDoNothing();
  await auditOwnAccount(db, userId, ip, {
    action: "school-link",
    summary: "Linked to the school's sign-in, after the account's password",
  });
  return true;
}
