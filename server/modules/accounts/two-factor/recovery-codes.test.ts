import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { expect, it } from "vitest";
import { makeUser } from "../../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../../tests/helpers/test-db.ts";
import { auditEvents, recoveryCodes } from "../../../db/schema.ts";
import { RateLimited } from "../../errors.ts";
import { createRateLimits } from "../../rate-limits.ts";
import { recoveryCodesLeft, RECOVERY_CODE_COUNT } from "./recovery-codes.ts";
import { createSession, readSession } from "../sessions.ts";
import {
  completeSignIn,
  confirmEnrollment,
  hasVerifiedFactor,
  regenerateRecoveryCodes,
  removeFactor,
  startEnrollment,
  WRONG_RECOVERY_CODE,
} from "./totp.ts";

const IP = "203.0.113.40";
const codeAt = (secret: string, at: number) => new TOTP({ secret }).generate({ timestamp: at });

describeEachEngine("recovery codes", ({ db }) => {
  /** A member of staff with two-factor sign-in on: their secret and their first recovery codes. */
  async function enrolled(limits = createRateLimits()) {
    const user = await makeUser(db(), {
      role: "editor",
      name: "Thoibi Devi",
      username: `thoibi${Date.now()}`,
    });
    const { secret } = await startEnrollment(db(), user, "Borderland Times");
    const now = Date.now();
    const { recoveryCodes: codes } = await confirmEnrollment(
      db(),
      limits,
      { userId: user.id, ip: IP },
      { code: codeAt(secret, now) },
      now,
    );
    return { user, secret, codes, limits };
  }
  const pendingSignIn = async (userId: string) => {
    const { token } = await createSession(db(), userId, { pendingSecondFactor: true });
    return { userId, ip: IP, token };
  };

  it("makes ten codes at set-up, keeps only their hashes, and audits their use", async () => {
    const { user, codes } = await enrolled();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const dump = JSON.stringify(stored);
    for (const code of codes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace(/-/g, ""));
    }
    const log = JSON.stringify(await db().select().from(auditEvents).where(eq(auditEvents.actorId, user.id)));
    expect(log).toContain("Turned on two-factor sign-in");
    for (const code of codes) expect(log).not.toContain(code);
  });

  it("signs in once with each code, typed in any case and spacing, and says how many are left", async () => {
    const { user, codes, limits } = await enrolled();
    const typed = codes[0]!.toLowerCase().replace(/-/g, " ");
    const done = await completeSignIn(db(), limits, await pendingSignIn(user.id), { code: typed });
    expect((await readSession(db(), done.token))?.pendingSecondFactor).toBe(false);
    expect(await recoveryCodesLeft(db(), user.id)).toBe(RECOVERY_CODE_COUNT - 1);
    await expect(
      completeSignIn(db(), limits, await pendingSignIn(user.id), { code: codes[0] }),
    ).rejects.toThrow(WRONG_RECOVERY_CODE);
    const entries = await db().select().from(auditEvents).where(eq(auditEvents.actorId, user.id));
    expect(entries.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        "Used a recovery code to sign in (9 left)",
        "With a password and a recovery code",
        "Wrong recovery code",
      ]),
    );
  });

  it("is rate-limited like authenticator codes: after five wrong ones even a right one waits", async () => {
    const { user, codes, limits } = await enrolled();
    const session = await pendingSignIn(user.id);
    for (let i = 0; i < 5; i++)
      await expect(completeSignIn(db(), limits, session, { code: "AAAA-BBBB-CCCC-DDDD" })).rejects.toThrow(
        WRONG_RECOVERY_CODE,
      );
    await expect(completeSignIn(db(), limits, session, { code: codes[1] })).rejects.toThrow(RateLimited);
    expect(await recoveryCodesLeft(db(), user.id)).toBe(RECOVERY_CODE_COUNT);
  });

  it("replaces the whole set for a current code, and turns the factor off with one, codes and all", async () => {
    const { user, secret, codes, limits } = await enrolled();
    const later = Date.now() + 60_000;
    const { recoveryCodes: fresh } = await regenerateRecoveryCodes(
      db(),
      limits,
      { userId: user.id, ip: IP },
      { code: codeAt(secret, later) },
      later,
    );
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    await expect(
      completeSignIn(db(), limits, await pendingSignIn(user.id), { code: codes[2] }),
    ).rejects.toThrow(WRONG_RECOVERY_CODE);
    // A lost phone: a recovery code turns the factor off (and its codes with it) to set it up anew.
    await removeFactor(db(), limits, { userId: user.id, ip: IP }, { code: fresh[0] });
    expect(await hasVerifiedFactor(db(), user.id)).toBe(false);
    expect(await recoveryCodesLeft(db(), user.id)).toBe(0);
  });
});
