import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { recordingMailer } from "../../../tests/helpers/recording-mailer.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { settleAccountMail } from "../../../tests/helpers/account-mail.ts";
import { createRateLimits, LIMITS } from "../rate-limits.ts";
import { RateLimited } from "../errors.ts";
import type { AccountDeps } from "./deps.ts";
import { ACCOUNT_MAIL_JOB } from "./mail-queue.ts";
import { accountMailHandlers } from "./mail-jobs.ts";
import { mailboxTakesMail } from "./mail-requests.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { resendVerification, signUp, verifyEmail } from "./sign-up.ts";

const OWNER_IP = "192.0.2.1";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** Each kind of mailed link: how to ask for it, the account that gets it, and whether a link works. */
const KINDS = [
  {
    kind: "forgot password",
    ask: requestPasswordReset,
    state: { emailVerifiedAt: new Date() },
    fromOneAddress: LIMITS.passwordResetAddress.message,
    works: (deps: AccountDeps, token: string) =>
      resetPassword(deps, { token, password: "a-new-password" }, OWNER_IP).then(() => true),
  },
  {
    kind: "resend verification",
    ask: resendVerification,
    state: { emailVerifiedAt: null },
    fromOneAddress: LIMITS.verificationResendAddress.message,
    works: async (deps: AccountDeps, token: string) => (await verifyEmail(deps, token)).ok,
  },
] as const;

describeEachEngine("requests for a mailed link", ({ db }) => {
  let deps: AccountDeps & { mailer: ReturnType<typeof recordingMailer> };
  beforeEach(() => {
    deps = {
      db: db(),
      mailer: recordingMailer(),
      limits: createRateLimits({ db: db(), shared: false }),
      publicUrl: "http://localhost:3000",
      siteName: "Borderland Times",
    };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(KINDS)(
    "$kind: a third party's flood from other addresses leaves the owner's own request working",
    async ({ ask, state, works }) => {
      const owner = await makeUser(db(), state);
      const flood = Array.from({ length: 12 }, (_, i) => `198.51.100.${i % 4}`);
      for (const ip of flood) await ask(deps, { email: owner.email }, ip).catch(() => {});
      await expect(ask(deps, { email: owner.email.toUpperCase() }, OWNER_IP)).resolves.toBeUndefined();
      await settleAccountMail(deps);
      // One mail reached the mailbox, and its link, the newest, works.
      expect(deps.mailer.sent.map((m) => m.to)).toEqual([owner.email]);
      expect(await works(deps, tokenOf(deps.mailer.lastLink()))).toBe(true);
    },
  );

  it.each(KINDS)(
    "$kind: one mail per mailbox per 5 minutes, whoever asks, then the owner's request mails again",
    async ({ ask, state }) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const owner = await makeUser(db(), state);
      await ask(deps, { email: owner.email }, "198.51.100.20");
      await ask(deps, { email: owner.email }, OWNER_IP);
      await settleAccountMail(deps);
      expect(deps.mailer.sent).toHaveLength(1);
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
      await ask(deps, { email: owner.email }, OWNER_IP);
      await settleAccountMail(deps);
      expect(deps.mailer.sent).toHaveLength(2);
    },
  );

  it.each(KINDS)(
    "$kind: 3 requests per address and e-mail address, and 20 per address, in 15 minutes",
    async ({ ask, fromOneAddress }) => {
      const ask4 = (email: string, ip: string) =>
        Promise.allSettled([1, 2, 3, 4].map(() => ask(deps, { email }, ip)));
      const outcomes = (await ask4("someone@example.org", "198.51.100.30")).map((o) => o.status);
      expect(outcomes.filter((o) => o === "rejected")).toHaveLength(1);
      for (let i = 0; i < 17; i++) await ask(deps, { email: `student${i}@example.org` }, "198.51.100.30");
      const refused = await ask(deps, { email: "one-more@example.org" }, "198.51.100.30").catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(RateLimited);
      expect((refused as RateLimited).message).toBe(fromOneAddress);
      await expect(ask(deps, { email: "one-more@example.org" }, "198.51.100.31")).resolves.toBeUndefined();
      await settleAccountMail(deps);
    },
  );

  it("sign-up with an address that has an account mails its owner at most once per 5 minutes", async () => {
    const owner = await makeUser(db(), { emailVerifiedAt: new Date() });
    for (const ip of ["198.51.100.40", "198.51.100.41"])
      await signUp(deps, { name: "Someone", email: owner.email, password: "whatever-1" }, ip);
    expect(deps.mailer.sent.map((m) => m.subject)).toEqual([expect.stringMatching(/Someone tried/)]);
  });

  it.each([
    ["reset", "resetMail", { emailVerifiedAt: new Date() }],
    ["verification", "verificationMail", { emailVerifiedAt: null }],
  ] as const)(
    "a %s mail's job retried after a crash between the mailbox's count and its link still mails it",
    async (purpose, limit, state) => {
      const owner = await makeUser(db(), state);
      // The first attempt counted the mailbox, then the process died before the link was written.
      expect(await mailboxTakesMail(deps.limits, limit, owner.email)).toBe(true);
      const handler = accountMailHandlers(async () => deps)[ACCOUNT_MAIL_JOB]!;
      const job = {
        id: "1",
        name: ACCOUNT_MAIL_JOB,
        key: "k",
        token: "t",
        payload: { purpose, email: owner.email },
      };
      // A first attempt finds the mailbox counted and mails nothing; the retry is the same request.
      await handler(db(), { ...job, attempts: 1 });
      expect(deps.mailer.sent).toEqual([]);
      await handler(db(), { ...job, attempts: 2 });
      expect(deps.mailer.sent.map((m) => m.to)).toEqual([owner.email]);
    },
  );
});
