import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "#shared/zod.ts";
import type { Db } from "../../db/client.ts";
import { schoolSignInLinks, schoolSignInRequests, users } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import { hashPassword } from "../accounts/passwords.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { randomToken } from "../accounts/tokens.ts";
import { findUserByEmail } from "../accounts/users.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Conflict, NotFound } from "../errors.ts";
import { validate } from "../validate.ts";

export const REQUEST_GONE = "That request has been answered already. Reload the page.";
export const STAFF_ALREADY = "That address belongs to a member of staff already.";

const answerInput = z.object({
  issuer: z.string().min(1).max(500),
  subject: z.string().min(1).max(500),
});

/** The people waiting for an admin after the school's sign-in (admins: capability `staff`). */
export async function listSchoolRequests(db: Db, actor: SessionUser | null | undefined) {
  assertCan(actor, "staff");
  return db
    .select({
      issuer: schoolSignInRequests.issuer,
      subject: schoolSignInRequests.subject,
      email: schoolSignInRequests.email,
      name: schoolSignInRequests.name,
      createdAt: schoolSignInRequests.createdAt,
    })
    .from(schoolSignInRequests)
    .orderBy(asc(schoolSignInRequests.createdAt));
}

async function takeRequest(db: Db, input: unknown) {
  const { issuer, subject } = validate(answerInput, input);
  const [request] = await db
    .delete(schoolSignInRequests)
    .where(and(eq(schoolSignInRequests.issuer, issuer), eq(schoolSignInRequests.subject, subject)))
    .returning();
  if (!request) throw new NotFound(REQUEST_GONE);
  return request;
}

/**
 * Approves a waiting person: a contributor account with their verified address (a reader who has it
 * becomes a contributor), linked to their school account; they get in at their next school sign-in.
 * In one transaction with the audit entry; of two admins answering at once, one does.
 */
export async function approveSchoolRequest(db: Db, actor: SessionUser | null | undefined, input: unknown) {
  assertCan(actor, "staff");
  return db.transaction(async (tx) => {
    const request = await takeRequest(tx, input);
    const existing = await findUserByEmail(tx, request.email);
    if (existing && existing.role !== "reader") throw new Conflict(STAFF_ALREADY);
    const name = request.name ?? request.email;
    const [user] = existing
      ? await tx
          .update(users)
          .set({ role: "contributor", emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, existing.id))
          .returning({ id: users.id })
      : await tx
          .insert(users)
          .values({
            email: request.email,
            name: request.name,
            passwordHash: await hashPassword(randomToken()),
            emailVerifiedAt: new Date(),
            role: "contributor",
          })
          .returning({ id: users.id });
    await tx
      .insert(schoolSignInLinks)
      .values({ issuer: request.issuer, subject: request.subject, userId: user!.id });
    await recordAudit(tx, actorOf(actor), {
      action: "school-approve",
      subject: { type: "user", id: user!.id },
      summary: `${name} joined as Contributor`,
      details: { email: request.email },
    });
    return { name, email: request.email };
  });
}

/** Refuses a waiting person: the request goes; they may ask again by signing in again. */
export async function refuseSchoolRequest(db: Db, actor: SessionUser | null | undefined, input: unknown) {
  assertCan(actor, "staff");
  return db.transaction(async (tx) => {
    const request = await takeRequest(tx, input);
    const name = request.name ?? request.email;
    await recordAudit(tx, actorOf(actor), {
      action: "school-refuse",
      subject: { type: "user" },
      summary: name,
      details: { email: request.email },
    });
    return { name, email: request.email };
  });
}
