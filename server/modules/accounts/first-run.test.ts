import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { siteSettings, users } from "../../db/schema.ts";
import { createRateLimits, LIMITS, type RateLimits } from "../rate-limits.ts";
import { RateLimited } from "../errors.ts";
import { createAdmin, SETUP_CODE_KEY } from "./create-admin.ts";
import {
  ADMIN_EXISTS,
  adminExists,
  createFirstAdmin,
  issueSetupCode,
  WRONG_SETUP_CODE,
} from "./first-run.ts";
import { readSession } from "./sessions.ts";

let test = 0;
const admin = (setupCode: string, n = 1) => ({
  setupCode,
  name: `First Editor ${n}`,
  username: `first-editor-${n}`,
  email: `first.editor.${n}@example.org`,
  password: "press-pass-1",
  confirmPassword: "press-pass-1",
});

describeEachEngine("first-run setup", ({ db }) => {
  let limits: RateLimits;
  // The counts live in the database: each test signs up from addresses of its own.
  let ip = (n = 0) => `198.18.${test}.${n}`;
  beforeEach(async () => {
    test++;
    ip = (n = 0) => `198.18.${test}.${n}`;
    await db().delete(users).where(eq(users.role, "admin"));
    limits = createRateLimits({ db: db(), shared: false });
  });
  const create = (input: unknown, from = ip()) =>
    createFirstAdmin({ db: db(), limits, config: { seedDemo: null } }, input, { ip: from });
  const stored = async () =>
    (await db().select().from(siteSettings).where(eq(siteSettings.key, SETUP_CODE_KEY)))[0]?.value;

  it("issues a random, typeable code while no admin exists, and stores only its hash", async () => {
    const code = (await issueSetupCode(db()))!;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(await issueSetupCode(db())).not.toBe(code);
    expect(JSON.stringify(await stored())).not.toContain(code.replaceAll("-", ""));
    expect(await stored()).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("creates the first admin with the code, signed in, and the code is used up", async () => {
    const code = (await issueSetupCode(db()))!;
    const { user, token } = await create(admin(code));
    expect(user).toMatchObject({ username: "first-editor-1", email: "first.editor.1@example.org" });
    expect((await readSession(db(), token))?.user).toMatchObject({ id: user.id, role: "admin" });
    expect(await stored()).toBeUndefined();
    await expect(create(admin(code, 2))).rejects.toMatchObject({ status: 409, message: ADMIN_EXISTS });
    expect(await issueSetupCode(db())).toBeNull();
  });

  it("accepts the code in lower case and with spaces, refuses a wrong or an older code", async () => {
    const older = (await issueSetupCode(db()))!;
    const code = (await issueSetupCode(db()))!;
    for (const wrong of [older, "ABCD-EFGH-JKLM", code.slice(0, -1)]) {
      await expect(create(admin(wrong))).rejects.toMatchObject({ status: 400, message: WRONG_SETUP_CODE });
    }
    expect(await adminExists(db())).toBe(false);
    await expect(create(admin(` ${code.toLowerCase().replaceAll("-", " ")} `))).resolves.toBeTruthy();
  });

  it("lets only one of two simultaneous uses of the code through", async () => {
    const code = (await issueSetupCode(db()))!;
    const results = await Promise.allSettled([create(admin(code, 1)), create(admin(code, 2))]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db().select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
  });

  it("stops guessing after 10 wrong codes from one address, the right one included", async () => {
    const code = (await issueSetupCode(db()))!;
    for (let i = 0; i < LIMITS.setupCode.points; i++)
      await expect(create(admin("WXYZ-WXYZ-WXYZ"))).rejects.toThrow();
    await expect(create(admin(code))).rejects.toBeInstanceOf(RateLimited);
    await expect(create(admin(code), ip(1))).resolves.toBeTruthy();
  });

  it("voids the code once an admin is created from the shell", async () => {
    const code = (await issueSetupCode(db()))!;
    await createAdmin(db(), {
      name: "Shell Admin",
      username: "shell-admin",
      email: "shell@example.org",
      password: "secret-1",
    });
    expect(await stored()).toBeUndefined();
    await expect(create(admin(code))).rejects.toMatchObject({ message: ADMIN_EXISTS });
  });

  it.each([
    [{ confirmPassword: "press-pass-2" }, "Password and confirmation don't match"],
    [{ password: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters long"],
    [{ username: "a b" }, "Username: 3 to 40 letters, digits, dots, dashes or underscores"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ name: " " }, "Name is required"],
    [{ setupCode: "" }, "Setup code is required"],
  ])("refuses %o with '%s' and keeps the code", async (change, message) => {
    const code = (await issueSetupCode(db()))!;
    await expect(create({ ...admin(code), ...change })).rejects.toMatchObject({ status: 400, message });
    await expect(create(admin(code))).resolves.toBeTruthy();
  });
});
