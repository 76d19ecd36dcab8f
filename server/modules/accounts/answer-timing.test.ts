import { beforeEach, expect, it } from "vitest";
import { heldMailer } from "../../../tests/helpers/held-mailer.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { settleAccountMail } from "../../../tests/helpers/account-mail.ts";
import { createRateLimits } from "../rate-limits.ts";
import type { AccountDeps } from "./deps.ts";
import { requestPasswordReset } from "./password-reset.ts";
import { resendVerification } from "./sign-up.ts";

const IP = "203.0.113.9";

/** Both requests answer before they know whether the account exists: the look-up and the mail run after
 * the answer, so an existing account cannot make the answer slower than a missing one. */
describeEachEngine("answers that do not depend on an account's existence", ({ db }) => {
  let deps: AccountDeps & { mailer: ReturnType<typeof heldMailer> };
  beforeEach(() => {
    deps = {
      db: db(),
      mailer: heldMailer(),
      limits: createRateLimits(),
      publicUrl: "http://localhost:3000",
      siteName: "Borderland Times",
    };
  });

  it.each([
    ["resend verification", resendVerification, { emailVerifiedAt: null }, /Confirm your email/],
    ["forgot password", requestPasswordReset, { emailVerifiedAt: new Date() }, /Reset your/],
  ] as const)(
    "%s answers while the mail to an existing account is still held",
    async (_, ask, state, subject) => {
      const user = await makeUser(db(), state);
      await expect(ask(deps, { email: user.email }, IP)).resolves.toBeUndefined();
      expect(deps.mailer.sent).toHaveLength(0);
      // The queued look-up and mail run after the answer, in the queue's worker.
      const settled = settleAccountMail(deps);
      const held = await deps.mailer.firstHeld;
      expect(held).toMatchObject({ to: user.email, subject: expect.stringMatching(subject) });
      deps.mailer.release();
      await settled;
      expect(deps.mailer.sent).toHaveLength(1);
    },
  );

  it.each([
    ["resend verification", resendVerification],
    ["forgot password", requestPasswordReset],
  ] as const)("%s answers a missing account the same way and mails nothing", async (_, ask) => {
    await expect(ask(deps, { email: "nobody-here@example.org" }, IP)).resolves.toBeUndefined();
    await settleAccountMail(deps);
    expect(deps.mailer.sent).toHaveLength(0);
  });
});
