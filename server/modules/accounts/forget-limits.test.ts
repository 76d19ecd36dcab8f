import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { createRateLimits } from "../rate-limits.ts";
import { deleteOwnAccount } from "./delete-account.ts";
import { mailboxTakesMail, countMailRequest } from "./mail-requests.ts";
import { hashPassword } from "./passwords.ts";
import { createSession, readSession } from "./sessions.ts";
import { guardSignIn } from "./sign-in-guard.ts";

const PASSWORD = "reader-password-1";

describeEachEngine("deleting an account, and the rate-limit rows", ({ db }) => {
  const keys = async () =>
    (
      (await db().execute(sql`select key from rate_limits order by key`)) as unknown as {
        rows: { key: string }[];
      }
    ).rows.map((r) => r.key);

  it("deletes every row counted under the reader's id, account or e-mail address, and no one else's", async () => {
    const limits = createRateLimits({ db: db(), shared: true });
    const reader = await makeUser(db(), { passwordHash: await hashPassword(PASSWORD) });
    const other = await makeUser(db());
    for (const person of [reader, other]) {
      const signIn = await guardSignIn(limits, { userId: person.id, name: person.email, ip: "203.0.113.7" });
      await signIn.succeeded();
      await limits.consume("comments", person.id);
      await limits.consume("likes", person.id);
      await countMailRequest(limits, "reset", person.email, "203.0.113.7");
      await mailboxTakesMail(limits, "resetMail", person.email);
    }
    const before = await keys();
    const named = (id: string, email: string) => before.filter((k) => k.includes(id) || k.includes(email));
    // The address they signed in from, kept 30 days under their account, is among them.
    expect(named(reader.id, reader.email)).toContain(`signInKnownAddress:user:${reader.id}|203.0.113.7`);
    const session = await createSession(db(), reader.id);
    await deleteOwnAccount(
      db(),
      (await readSession(db(), session.token))!,
      { password: PASSWORD, confirm: "on" },
      limits,
    );
    const after = await keys();
    expect(after.filter((k) => k.includes(reader.id) || k.includes(reader.email))).toEqual([]);
    expect(after).toEqual(expect.arrayContaining(named(other.id, other.email)));
    expect(after.length).toBe(before.length - named(reader.id, reader.email).length);
  });
});
