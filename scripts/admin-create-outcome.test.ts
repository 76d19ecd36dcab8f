import { expect, it } from "vitest";
import { makeUser } from "../tests/helpers/factories.ts";
import { describeEachEngine } from "../tests/helpers/test-db.ts";
import { adminCreateOutcome, EXIT } from "./admin-create-outcome.ts";

const URL = "https://news.example.org";
const editor = (n: string) => ({
  email: `editor${n}@example.org`,
  username: `editor${n}`,
  name: "Desk Editor",
  password: "a long passphrase",
});

describeEachEngine("admin:create's answer", ({ db }) => {
  it("creates an admin, the first or a further one, and says where to sign in (exit 0)", async () => {
    const n = String(Date.now());
    expect(await adminCreateOutcome(db(), editor(n), URL)).toEqual({
      exitCode: EXIT.created,
      message: `Admin editor${n} <editor${n}@example.org> created. Sign in at ${URL}/admin`,
    });
    expect((await adminCreateOutcome(db(), editor(`${n}b`), URL)).exitCode).toBe(0);
  });

  it("says the admin exists, how to add staff and to reset a password, never the setup page (exit 2)", async () => {
    const n = `${Date.now()}c`;
    await adminCreateOutcome(db(), editor(n), URL);
    const again = await adminCreateOutcome(db(), { ...editor(n), email: `EDITOR${n}@example.org` }, URL);
    expect(again.exitCode).toBe(EXIT.exists);
    expect(again.exitCode).not.toBe(0);
    expect(again.message).toContain(
      `An admin with this username or e-mail already exists (editor${n} <editor${n}@example.org>): nothing was changed. Sign in at ${URL}/admin.`,
    );
    expect(again.message).toContain(
      "To add another member of staff, run admin:create again with a new --email",
    );
    expect(again.message).toContain(`ask for a reset link at ${URL}/forgot-password`);
    expect(again.message).not.toMatch(/setup code/i);
  });

  it("names a reader's account that has the e-mail, and that an admin exists (exit 2)", async () => {
    const n = `${Date.now()}d`;
    await adminCreateOutcome(db(), editor(n), URL);
    const reader = await makeUser(db());
    const taken = await adminCreateOutcome(db(), { ...editor(`${n}e`), email: reader.email }, URL);
    expect(taken).toEqual({
      exitCode: EXIT.exists,
      message: `Another account has this username or e-mail already (${reader.email}, a reader): nothing was changed. Choose another --email and --username. An admin exists already: sign in at ${URL}/admin.`,
    });
  });

  it("lets a refused value through as an error of its own (exit 1 in the script), creating nothing", async () => {
    await expect(
      adminCreateOutcome(db(), { ...editor(`${Date.now()}f`), password: "x" }, URL),
    ).rejects.toMatchObject({ status: 400 });
  });
});
