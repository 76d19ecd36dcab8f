import { DELETE_ACCOUNT_TEXTS, deleteAccountInput } from "#shared/schemas/delete-account.ts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { recordAudit } from "../audit/record.ts";
import { removeReaderTraces } from "../comments/deleted-reader.ts";
import { Forbidden, Invalid, Unauthorized } from "../errors.ts";
import { forgetSubscriber } from "../newsletter/subscriptions.ts";
import type { RateLimits } from "../rate-limits.ts";
import { deletedReaderChoice } from "../settings/deleted-readers.ts";
import { validate } from "../validate.ts";
import { forgetRateLimits } from "./forget-limits.ts";
import { verifyPassword } from "./passwords.ts";
import { isStaff } from "./policies.ts";
import type { CurrentSession } from "./sessions.ts";

const T = DELETE_ACCOUNT_TEXTS;

/**
 * Deletes the signed-in reader's own account (issue 28, decision 0050), once they give its password and
 * tick the confirmation. The password is checked under the same count as Change Password's (five wrong
 * ones in 15 minutes for both together), so this is no new way to guess it. In one transaction: their
 * comments go or stay as 'Deleted reader' (the admins' setting), their likes go, the newsletter
 * subscription of their address goes, the rate-limit rows that name them go (forget-limits.ts), and the
 * account goes with what hangs on it (sessions, tokens, second factor, recovery codes, reports). The
 * audit log says a reader deleted their account, without who. A staff account is refused: an admin
 * closes it. Answers the articles whose pages changed.
 */
export async function deleteOwnAccount(
  db: Db,
  session: CurrentSession,
  input: unknown,
  limits: RateLimits,
): Promise<{ articleIds: string[] }> {
  if (session.pendingSecondFactor) throw new Unauthorized("Please sign in first.");
  const userId = session.user.id;
  const [account] = await db
    .select({ role: users.role, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw new Unauthorized("Please sign in first.");
  if (isStaff(account)) throw new Forbidden(T.staff);
  const { password } = validate(deleteAccountInput, input);
  await limits.consume("changePassword", userId);
  if (!(await verifyPassword(account.passwordHash, password)))
    throw new Invalid(T.passwordWrong, { password: T.passwordWrong });
  await limits.reset("changePassword", userId);
  const choice = await deletedReaderChoice(db);
  return db.transaction(async (tx) => {
    const traces = await removeReaderTraces(tx, userId, choice);
    const subscribed = await forgetSubscriber(tx, account.email);
    await tx.delete(users).where(eq(users.id, userId));
    await forgetRateLimits(tx, { userId, email: account.email });
    await recordAudit(
      tx,
      { id: null, name: "A reader" },
      {
        action: "account-delete",
        subject: { type: "user" },
        summary: `A reader deleted their account: ${traces.comments} comments ${choice === "keep" ? "kept as 'Deleted reader'" : "removed"}, ${traces.likes} likes removed${subscribed ? ", newsletter subscription ended" : ""}`,
        details: {
          comments: traces.comments,
          commentsKept: choice === "keep",
          likes: traces.likes,
          subscribed,
        },
      },
    );
    return { articleIds: traces.articleIds };
  });
}
