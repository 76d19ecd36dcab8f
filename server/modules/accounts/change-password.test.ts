import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { users } from "../../db/schema.ts";
import { createRateLimits, LIMITS } from "../rate-limits.ts";
import { RateLimited, Unauthorized } from "../errors.ts";
import { changePassword } from "./change-password.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { createSession, readSession } from "./sessions.ts";

const OLD = "old-password-1";

describeEachEngine("change password", ({ db }) => {
  const limits = () => createRateLimits({ db: db(), shared: false });

  async function signedIn(role: "admin" | "reader" = "admin") {
    const user = await makeUser(db(), {
      passwordHash: await hashPassword(OLD),
      emailVerifiedAt: new Date(),
      role,
    });
    const here = await createSession(db(), user.id);
    const elsewhere = await createSession(db(), user.id);
    return { user, here, elsewhere, session: (await readSession(db(), here.token))! };
  }
  const hashOf = async (id: string) =>
    (await db().select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h;

  it("sets the new password and ends every other session of the account, keeping this one", async () => {
    const { user, here, elsewhere, session } = await signedIn();
    const other = await signedIn();
    await changePassword(
      db(),
      session,
      { currentPassword: OLD, newPassword: "new-password-2", confirmPassword: "new-password-2" },
      limits(),
    );
    const hash = await hashOf(user.id);
    expect(await verifyPassword(hash, "new-password-2")).toBe(true);
    expect(await verifyPassword(hash, OLD)).toBe(false);
    expect(await readSession(db(), here.token)).not.toBeNull();
    expect(await readSession(db(), elsewhere.token)).toBeNull();
    expect(await readSession(db(), other.elsewhere.token)).not.toBeNull();
  });

  it.each([
    [
      { currentPassword: OLD, newPassword: "abcdef", confirmPassword: "abcdeg" },
      "Password mismatch",
      "New password and confirmation don't match",
    ],
    [
      { currentPassword: OLD, newPassword: "abc", confirmPassword: "abd" },
      "Password mismatch",
      "New password and confirmation don't match",
    ],
    [
      { currentPassword: OLD, newPassword: "abcde", confirmPassword: "abcde" },
      "Password too short",
      "Password must be at least 6 characters long",
    ],
    [
      { currentPassword: OLD, newPassword: "", confirmPassword: "" },
      "Password too short",
      "Password must be at least 6 characters long",
    ],
    [
      { currentPassword: OLD, confirmPassword: "abcdef" },
      "Password too short",
      "Password must be at least 6 characters long",
    ],
    [
      { currentPassword: OLD, newPassword: "abcdef" },
      "Password mismatch",
      "New password and confirmation don't match",
    ],
    [
      { newPassword: "abcdef", confirmPassword: "abcdef" },
      "Current password required",
      "Please enter your current password",
    ],
    [
      { currentPassword: "", newPassword: "abcdef", confirmPassword: "abcdef" },
      "Current password required",
      "Please enter your current password",
    ],
  ])("refuses %o with '%s' / '%s' and changes nothing", async (input, title, message) => {
    const { user, elsewhere, session } = await signedIn();
    const before = await hashOf(user.id);
    await expect(changePassword(db(), session, input, limits())).rejects.toMatchObject({
      name: "Invalid",
      status: 400,
      title,
      message,
    });
    expect(await hashOf(user.id)).toBe(before);
    expect(await readSession(db(), elsewhere.token)).not.toBeNull();
  });

  it("refuses a wrong current password with its own message, and keeps the other sessions", async () => {
    const { user, elsewhere, session } = await signedIn("reader");
    const input = {
      currentPassword: "not-it",
      newPassword: "new-password-2",
      confirmPassword: "new-password-2",
    };
    await expect(changePassword(db(), session, input, limits())).rejects.toMatchObject({
      title: "Incorrect password",
      message: "Your current password is incorrect",
      fields: { currentPassword: "Your current password is incorrect" },
    });
    expect(await verifyPassword(await hashOf(user.id), OLD)).toBe(true);
    expect(await readSession(db(), elsewhere.token)).not.toBeNull();
  });

  it("stops guessing the current password after 5 wrong ones, the right one included", async () => {
    const { session } = await signedIn();
    const l = limits();
    const wrong = {
      currentPassword: "guess",
      newPassword: "new-password-2",
      confirmPassword: "new-password-2",
    };
    for (let i = 0; i < 5; i++)
      await expect(changePassword(db(), session, wrong, l)).rejects.toMatchObject({ status: 400 });
    await expect(changePassword(db(), session, { ...wrong, currentPassword: OLD }, l)).rejects.toMatchObject({
      status: 429,
      message: LIMITS.changePassword.message,
    });
    await expect(changePassword(db(), session, wrong, l)).rejects.toBeInstanceOf(RateLimited);
  });

  it("refuses a session that still owes its second factor", async () => {
    const { session } = await signedIn();
    const input = { currentPassword: OLD, newPassword: "new-password-2", confirmPassword: "new-password-2" };
    await expect(
      changePassword(db(), { ...session, pendingSecondFactor: true }, input, limits()),
    ).rejects.toBeInstanceOf(Unauthorized);
  });
});
