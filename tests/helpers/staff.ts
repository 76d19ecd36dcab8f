// Fixtures of the staff module's tests (server/modules/staff/*.test.ts): real accounts with
// real passwords, and the real mailer over a real SMTP server.
import os from "node:os";
import path from "node:path";
import type { StaffRole } from "#shared/roles.ts";
import { makeUser } from "./factories.ts";
import { linkIn, startSmtpSink, type SmtpSink } from "./smtp.ts";
import type { Db } from "../../server/db/client.ts";
import { createMailer } from "../../server/providers/mail.ts";
import { hashPassword } from "../../server/modules/accounts/passwords.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { createRateLimits } from "../../server/modules/rate-limits.ts";

export const PASSWORD = "monsoon-ledger-2026";
let n = 0;

/** A member of staff (or a reader) who can sign in with PASSWORD, as the domain functions get them. */
export async function member(db: Db, role: StaffRole | "reader" = "admin", extra = {}): Promise<SessionUser> {
  n++;
  const tag = `${role}${n}${Math.random().toString(36).slice(2, 6)}`;
  const user = await makeUser(db, {
    role,
    name: `Test ${role} ${n}`,
    username: role === "reader" ? null : tag,
    email: `${tag}@borderland.test`,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: new Date(),
    ...extra,
  });
  return { id: user.id, email: user.email, name: user.name, username: user.username, role: user.role };
}

/** What inviting needs, with the real mailer sending to `sink`. */
export function staffDeps(db: Db, sink: SmtpSink) {
  return {
    db,
    mailer: createMailer({
      smtpUrl: sink.url,
      from: "Borderland Times <no-reply@borderland.test>",
      outboxDir: path.join(os.tmpdir(), "unused-outbox"),
    }),
    limits: createRateLimits(),
    publicUrl: "http://localhost:3000",
    siteName: "Borderland Times",
  };
}

const mailsTo = (sink: SmtpSink, email: string) =>
  sink.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(email.toLowerCase()));

/** The token in the `nth` invitation mail to `email` (1 the first), waiting for it to arrive. */
export async function invitationToken(sink: SmtpSink, email: string, nth = 1): Promise<string> {
  await sink.waitFor(email, () => mailsTo(sink, email).length >= nth);
  const link = linkIn(
    mailsTo(sink, email)[nth - 1]!,
    /http:\/\/localhost:3000\/admin\/invitation\?token=\S+/,
  );
  return new URL(link).searchParams.get("token")!;
}

export { startSmtpSink };
