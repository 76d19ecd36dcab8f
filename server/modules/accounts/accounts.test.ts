import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { recordingMailer } from "../../../tests/helpers/recording-mailer.ts";
import { settleAccountMail } from "../../../tests/helpers/account-mail.ts";
import { createRateLimits } from "../rate-limits.ts";
import { sessions, users, verificationTokens } from "../../db/schema.ts";
import { Invalid, RateLimited, Unauthorized } from "../errors.ts";
import type { AccountDeps } from "./deps.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { readSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, destroySession } from "./sessions.ts";
import { INVALID_CREDENTIALS, UNVERIFIED, signIn } from "./sign-in.ts";
import { resendVerification, signUp, verifyEmail } from "./sign-up.ts";
import {
  completeSignIn,
  confirmEnrollment,
  removeFactor,
  startEnrollment,
  WRONG_CODE,
} from "./two-factor/totp.ts";
import { findUserByEmail } from "./users.ts";

const IP = "203.0.113.7";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describeEachEngine("reader accounts", ({ db }) => {
  let deps: AccountDeps & { mailer: ReturnType<typeof recordingMailer> };
  let n = 0;
  const email = () => `reader${n}@example.org`;
  beforeEach(() => {
    n++;
    deps = {
      db: db(),
      mailer: recordingMailer(),
      limits: createRateLimits(),
      publicUrl: "http://localhost:3000",
      siteName: "Borderland Times",
    };
  });

  async function verifiedReader(password = "monsoon-2026") {
    await signUp(deps, { name: "Dapha Reader", email: email(), password }, IP);
    expect((await verifyEmail(deps, tokenOf(deps.mailer.lastLink()))).ok).toBe(true);
    return { email: email(), password };
  }

  describe("sign-up", () => {
    it("creates an unverified account and mails a verification link that carries the site name", async () => {
      await signUp(deps, { name: "Dapha", email: email(), password: "secret1" }, IP);
      const user = await findUserByEmail(db(), email());
      expect(user?.emailVerifiedAt).toBeNull();
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const mail = deps.mailer.sent[0]!;
      expect(mail.subject).toContain("Borderland Times");
      expect(mail.html).toContain("Borderland Times");
      expect(deps.mailer.lastLink()).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?type=signup&token=/);
    });

    it("stores verification tokens only as hashes", async () => {
      await signUp(deps, { name: "Dapha", email: email(), password: "secret1" }, IP);
      const token = tokenOf(deps.mailer.lastLink());
      const rows = await db().select().from(verificationTokens);
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    });

    it.each([
      [{ email: "a@example.org", password: "secret1" }, "Name is required"],
      [{ name: "A", password: "secret1" }, "Email is required"],
      [{ name: "A", email: "not-an-email", password: "secret1" }, "Please enter a valid email address"],
      [{ name: "A", email: "a@example.org" }, "Password is required"],
      [
        { name: "A", email: "a@example.org", password: "12345" },
        "Password must be at least 6 characters long",
      ],
      [
        { name: "A", email: "a@example.org", password: "x".repeat(129) },
        "Password must be at most 128 characters long",
      ],
    ])("refuses %o with '%s' and creates nothing", async (input, message) => {
      await expect(signUp(deps, input, IP)).rejects.toMatchObject({ name: "Invalid", message: message });
      expect(deps.mailer.sent).toHaveLength(0);
    });

    it("answers a sign-up for an existing address (any case) the same way, mailing the owner instead", async () => {
      await signUp(deps, { name: "First", email: email(), password: "secret1" }, IP);
      await expect(
        signUp(deps, { name: "Second", email: email().toUpperCase(), password: "secret2" }, IP),
      ).resolves.toBeUndefined();
      expect(deps.mailer.sent[1]!.subject).toMatch(/Someone tried to create an account/);
      const rows = await db().select().from(users).where(eq(users.name, "Second"));
      expect(rows).toHaveLength(0);
    });
  });

  describe("e-mail verification", () => {
    it("accepts a token once", async () => {
      await signUp(deps, { name: "Dapha", email: email(), password: "secret1" }, IP);
      const token = tokenOf(deps.mailer.lastLink());
      expect(await verifyEmail(deps, token)).toEqual({ ok: true });
      expect((await verifyEmail(deps, token)).ok).toBe(false);
    });

    it("refuses an expired token", async () => {
      await signUp(deps, { name: "Dapha", email: email(), password: "secret1" }, IP);
      await db()
        .update(verificationTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await verifyEmail(deps, tokenOf(deps.mailer.lastLink()))).ok).toBe(false);
    });

    it("resends a link to an unverified account only, and the older link stops working", async () => {
      await signUp(deps, { name: "Dapha", email: email(), password: "secret1" }, IP);
      const first = tokenOf(deps.mailer.lastLink());
      await resendVerification(deps, { email: email() }, IP);
      await settleAccountMail(deps);
      expect(deps.mailer.sent).toHaveLength(2);
      expect((await verifyEmail(deps, first)).ok).toBe(false);
      expect((await verifyEmail(deps, tokenOf(deps.mailer.lastLink()))).ok).toBe(true);
      await resendVerification(deps, { email: email() }, IP);
      await resendVerification(deps, { email: "nobody@example.org" }, IP);
      await settleAccountMail(deps);
      expect(deps.mailer.sent).toHaveLength(2);
    });
  });

  describe("sign-in", () => {
    it("says so when the address is not verified yet", async () => {
      await signUp(deps, { name: "Dapha", email: email(), password: "secret1" }, IP);
      await expect(signIn(deps, { email: email(), password: "secret1" }, { ip: IP })).rejects.toMatchObject({
        name: "Forbidden",
        message: UNVERIFIED,
      });
    });

    it("gives the same answer for a wrong password and an unknown account", async () => {
      const reader = await verifiedReader();
      await expect(
        signIn(deps, { email: reader.email, password: "wrong-one" }, { ip: IP }),
      ).rejects.toMatchObject({ name: "Unauthorized", message: INVALID_CREDENTIALS });
      await expect(
        signIn(deps, { email: "ghost@example.org", password: "wrong-one" }, { ip: IP }),
      ).rejects.toMatchObject({ name: "Unauthorized", message: INVALID_CREDENTIALS });
    });

    it("requires e-mail and password", async () => {
      await expect(signIn(deps, { email: "", password: "x" }, { ip: IP })).rejects.toMatchObject({
        name: "Invalid",
        message: "Email is required",
      });
      await expect(signIn(deps, { email: "a@example.org", password: "" }, { ip: IP })).rejects.toMatchObject({
        name: "Invalid",
        message: "Password is required",
      });
    });

    it("refuses the 6th attempt in a row from one address with a rate limit, even with the right password", async () => {
      const reader = await verifiedReader();
      for (let i = 0; i < 5; i++) {
        await expect(
          signIn(deps, { email: reader.email, password: "wrong-one" }, { ip: "198.51.100.1" }),
        ).rejects.toThrow(Unauthorized);
      }
      await expect(
        signIn(deps, { email: reader.email, password: reader.password }, { ip: "198.51.100.1" }),
      ).rejects.toThrow(RateLimited);
      await expect(signIn(deps, reader, { ip: IP })).resolves.toBeTruthy();
    });

    it("opens a session with a new id at every sign-in, which sign-out ends", async () => {
      const reader = await verifiedReader();
      const first = await signIn(deps, reader, { ip: IP });
      const second = await signIn(deps, reader, { ip: IP });
      expect(first.token).not.toBe(second.token);
      expect((await readSession(db(), first.token))?.user.email).toBe(reader.email);
      await destroySession(db(), first.token);
      expect(await readSession(db(), first.token)).toBeNull();
      expect(await readSession(db(), second.token)).not.toBeNull();
    });

    it("ends a session after its idle time, extends it while in use, and never past its absolute limit", async () => {
      const reader = await verifiedReader();
      const { token } = await signIn(deps, reader, { ip: IP });
      const start = Date.now();
      expect(await readSession(db(), token, new Date(start + SESSION_IDLE_MS + 1000))).toBeNull();
      // Used every 20 days, it lives on past the idle limit...
      for (let day = 20; day < 90; day += 20) {
        expect(await readSession(db(), token, new Date(start + day * 86_400_000))).not.toBeNull();
      }
      // ...but not past the absolute limit.
      expect(await readSession(db(), token, new Date(start + SESSION_ABSOLUTE_MS + 1000))).toBeNull();
    });
  });

  describe("password reset", () => {
    it("mails nothing for an unknown address, with the same answer", async () => {
      await expect(requestPasswordReset(deps, { email: "ghost@example.org" }, IP)).resolves.toBeUndefined();
      await settleAccountMail(deps);
      expect(deps.mailer.sent).toHaveLength(0);
    });

    it("sets the new password once and ends every session", async () => {
      const reader = await verifiedReader();
      const session = await signIn(deps, reader, { ip: IP });
      await requestPasswordReset(deps, { email: reader.email }, IP);
      await settleAccountMail(deps);
      const token = tokenOf(deps.mailer.lastLink());
      await resetPassword(deps, { token, password: "new-password" }, IP);
      expect(await readSession(db(), session.token)).toBeNull();
      await expect(signIn(deps, reader, { ip: IP })).rejects.toThrow(Unauthorized);
      await expect(
        signIn(deps, { email: reader.email, password: "new-password" }, { ip: IP }),
      ).resolves.toBeTruthy();
      await expect(resetPassword(deps, { token, password: "another-one" }, IP)).rejects.toThrow(Invalid);
    });
  });

  describe("two-factor sign-in", () => {
    const codeAt = (secret: string, at: number) => new TOTP({ secret }).generate({ timestamp: at });

    it("enrols, then asks for a code at sign-in, refusing wrong and replayed codes", async () => {
      const reader = await verifiedReader();
      const user = (await findUserByEmail(db(), reader.email))!;
      const { secret, uri } = await startEnrollment(db(), user, "Borderland Times");
      expect(uri).toMatch(/^otpauth:\/\/totp\//);
      const now = Date.now();
      await expect(
        confirmEnrollment(db(), deps.limits, { userId: user.id, ip: IP }, { code: "000000" }, now),
      ).rejects.toThrow(WRONG_CODE);
      await confirmEnrollment(
        db(),
        deps.limits,
        { userId: user.id, ip: IP },
        { code: codeAt(secret, now) },
        now,
      );

      const pending = await signIn(deps, reader, { ip: IP });
      expect(pending.secondFactorRequired).toBe(true);
      expect((await readSession(db(), pending.token))?.pendingSecondFactor).toBe(true);
      const later = now + 60_000;
      const session = { userId: user.id, ip: IP, token: pending.token };
      await expect(
        completeSignIn(db(), deps.limits, session, { code: codeAt(secret, now) }, later - 30_000),
      ).rejects.toThrow(WRONG_CODE);
      const done = await completeSignIn(db(), deps.limits, session, { code: codeAt(secret, later) }, later);
      expect(await readSession(db(), pending.token)).toBeNull();
      expect((await readSession(db(), done.token))?.pendingSecondFactor).toBe(false);

      await removeFactor(
        db(),
        deps.limits,
        { userId: user.id, ip: IP },
        { code: codeAt(secret, later + 60_000) },
        later + 60_000,
      );
      expect((await signIn(deps, reader, { ip: IP })).secondFactorRequired).toBe(false);
    });

    it("rate-limits wrong codes", async () => {
      const reader = await verifiedReader();
      const user = (await findUserByEmail(db(), reader.email))!;
      const { secret } = await startEnrollment(db(), user, "Borderland Times");
      for (let i = 0; i < 5; i++) {
        await expect(
          confirmEnrollment(db(), deps.limits, { userId: user.id, ip: IP }, { code: "123456" }),
        ).rejects.toThrow(Invalid);
      }
      await expect(
        confirmEnrollment(
          db(),
          deps.limits,
          { userId: user.id, ip: IP },
          { code: codeAt(secret, Date.now()) },
        ),
      ).rejects.toThrow(RateLimited);
    });
  });

  it("keeps no session rows for a deleted user", async () => {
    const reader = await verifiedReader();
    await signIn(deps, reader, { ip: IP });
    const user = (await findUserByEmail(db(), reader.email))!;
    await db().delete(users).where(eq(users.id, user.id));
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});
