import { TOTP } from "otpauth";
import { expect, it } from "vitest";
import { makeUser } from "../../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../../tests/helpers/test-db.ts";
import { createRateLimits, LIMITS, type RateLimits } from "../../rate-limits.ts";
import { Invalid, RateLimited } from "../../errors.ts";
import { createSession } from "../sessions.ts";
import { rememberOwnerAddress } from "../sign-in-guard.ts";
import { completeSignIn, confirmEnrollment, startEnrollment } from "./totp.ts";

const HOME = "192.0.2.50";
const codeAt = (secret: string, at: number) => new TOTP({ secret }).generate({ timestamp: at });

describeEachEngine("the second factor's guard", ({ db }) => {
  /** An account with two-factor sign-in, turned on from HOME; its pending sign-ins enter codes at `at`. */
  async function enrolled() {
    const limits = createRateLimits({ db: db(), shared: false });
    const user = await makeUser(db(), { emailVerifiedAt: new Date() });
    const { secret } = await startEnrollment(db(), user, "Borderland Times");
    const start = Date.now();
    await confirmEnrollment(
      db(),
      limits,
      { userId: user.id, ip: HOME },
      { code: codeAt(secret, start) },
      start,
    );
    let at = start;
    /** One code at the next 30-second step, from `ip`: its outcome. */
    const enter = async (ip: string, right: boolean) => {
      at += 30_000;
      const { token } = await createSession(db(), user.id, { pendingSecondFactor: true });
      const code = right ? codeAt(secret, at) : codeAt(secret, at + 10 * 60_000);
      return completeSignIn(db(), limits, { userId: user.id, ip, token }, { code }, at).then(
        () => "signed in",
        (error: unknown) => {
          if (error instanceof RateLimited) return error.message;
          if (error instanceof Invalid) return "wrong code";
          throw error;
        },
      );
    };
    return { limits: limits as RateLimits, user, enter };
  }

  it("leaves the owner's code working from another address after wrong codes from one", async () => {
    const { enter } = await enrolled();
    for (let i = 0; i < 5; i++) expect(await enter("198.51.100.1", false)).toBe("wrong code");
    expect(await enter("198.51.100.1", true)).toBe(LIMITS.secondFactor.message);
    expect(await enter("192.0.2.60", true)).toBe("signed in");
  });

  it("stops a guesser with many addresses per account, but not at the owner's networks", async () => {
    const { limits, user, enter } = await enrolled();
    for (let i = 0; i < LIMITS.secondFactorAccount.points; i++)
      expect(await enter(`198.51.100.${10 + Math.floor(i / 5)}`, false)).toBe("wrong code");
    expect(await enter("198.51.100.99", false)).toBe(LIMITS.secondFactorAccount.message);
    expect(await enter("192.0.2.61", true)).toBe(LIMITS.secondFactorAccount.message);
    expect(await enter(HOME, true)).toBe("signed in");
    await rememberOwnerAddress(limits, user.id, "192.0.2.61");
    expect(await enter("192.0.2.61", true)).toBe("signed in");
  });
});
