import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { createRateLimits, LIMITS, type RateLimits } from "../../http/rate-limits.ts";
import { RateLimited, Unauthorized } from "../errors.ts";
import { hashPassword } from "./passwords.ts";
import { FREE_ATTEMPTS, MAX_WAIT_SECONDS, rememberOwnerAddress, waitSeconds } from "./sign-in-guard.ts";
import { signIn } from "./sign-in.ts";
import { signInStaff } from "./staff-sign-in.ts";

const PASSWORD = "right-password-1";
const WRONG = "wrong-password-1";
let hash: Promise<string> | undefined;

async function account(db: Db, role: "reader" | "admin" = "reader") {
  hash ??= hashPassword(PASSWORD);
  const id = randomBytes(4).toString("hex");
  return makeUser(db, {
    email: `guarded-${id}@example.org`,
    username: `guarded-${id}`,
    passwordHash: await hash,
    emailVerifiedAt: new Date(),
    role,
  });
}

/** A fresh block of documentation addresses for one test, so that tests never share an address. */
let block = 0;
function addresses() {
  block++;
  return (i: number) => `198.51.${block}.${i}`;
}

const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => "signed in",
    (error: unknown) => {
      if (error instanceof RateLimited) return "limited";
      if (error instanceof Unauthorized) return "refused";
      throw error;
    },
  );

describe("the wait between attempts on an account under attack", () => {
  it("doubles from one second after the free attempts, up to a minute", () => {
    const waits = Array.from({ length: 9 }, (_, i) => waitSeconds(FREE_ATTEMPTS + 1 + i));
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(MAX_WAIT_SECONDS).toBe(60);
  });
});

describeEachEngine("the sign-in guard", ({ db }) => {
  // The counts live in the database, as on a PGlite server (shared: false) and on PostgreSQL.
  const limits = (): RateLimits => createRateLimits({ db: db(), shared: false });
  const reader = (l: RateLimits, email: string, password: string, ip: string) =>
    outcome(signIn({ db: db(), limits: l }, { email, password }, { ip }));
  const staff = (l: RateLimits, username: string, password: string, ip: string) =>
    outcome(signInStaff({ db: db(), limits: l }, { username, password }, { ip }));

  it("lets the right password in from another address after 5 wrong ones from one address", async () => {
    const [l, ip, user, admin] = [limits(), addresses(), await account(db()), await account(db(), "admin")];
    for (let i = 0; i < 5; i++) expect(await reader(l, user.email, WRONG, ip(1))).toBe("refused");
    expect(await reader(l, user.email, PASSWORD, ip(2))).toBe("signed in");
    for (let i = 0; i < 5; i++) expect(await staff(l, admin.username!, WRONG, ip(1))).toBe("refused");
    expect(await staff(l, admin.username!, PASSWORD, ip(2))).toBe("signed in");
  });

  it("refuses the 6th attempt from the same address, even with the right password", async () => {
    const [l, ip, user] = [limits(), addresses(), await account(db())];
    for (let i = 0; i < 5; i++) expect(await reader(l, user.email, WRONG, ip(1))).toBe("refused");
    const refused = await signIn(
      { db: db(), limits: l },
      { email: user.email, password: PASSWORD },
      { ip: ip(1) },
    )
      .then(() => null)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 429, message: LIMITS.signInPair.message });
  });

  it("cannot be used from one address to lock or slow the account for another", async () => {
    const [l, ip, user] = [limits(), addresses(), await account(db())];
    const attack = [];
    for (let i = 0; i < 40; i++) attack.push(await reader(l, user.email, WRONG, ip(1)));
    expect(attack.filter((r) => r === "refused")).toHaveLength(5);
    expect(attack.filter((r) => r === "limited")).toHaveLength(35);
    expect(await reader(l, user.email, WRONG, ip(2))).toBe("refused");
    expect(await reader(l, user.email, PASSWORD, ip(3))).toBe("signed in");
  });

  it("counts one account whether it is reached by its username or its e-mail", async () => {
    const [l, ip, admin] = [limits(), addresses(), await account(db(), "admin")];
    for (const name of [
      admin.username!,
      admin.email,
      admin.username!.toUpperCase(),
      admin.email,
      admin.username!,
    ])
      expect(await staff(l, name, WRONG, ip(1))).toBe("refused");
    expect(await staff(l, admin.email.toUpperCase(), PASSWORD, ip(1))).toBe("limited");
    expect(await reader(l, admin.email, PASSWORD, ip(1))).toBe("limited");
  });

  it("makes attempts on an account wait, doubling, once many addresses have failed, but not its known addresses", async () => {
    const [l, ip, user] = [limits(), addresses(), await account(db())];
    expect(await reader(l, user.email, PASSWORD, ip(100))).toBe("signed in");
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect(await reader(l, user.email, WRONG, ip(i))).toBe("refused");
    expect(await reader(l, user.email, WRONG, ip(20))).toBe("refused");
    const early = await signIn(
      { db: db(), limits: l },
      { email: user.email, password: PASSWORD },
      { ip: ip(21) },
    )
      .then(() => null)
      .catch((e: unknown) => e);
    expect(early).toMatchObject({ status: 429, message: LIMITS.signInAccount.message, retryAfterSeconds: 1 });
    expect(await reader(l, user.email, PASSWORD, ip(100))).toBe("signed in");

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await reader(l, user.email, PASSWORD, ip(22))).toBe("signed in");
    const next = await signIn({ db: db(), limits: l }, { email: user.email, password: WRONG }, { ip: ip(23) })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(next).toBeInstanceOf(RateLimited);
    expect((next as RateLimited).retryAfterSeconds).toBeGreaterThan(1);
  });

  it("lets exactly one of many parallel attempts through once an account must wait", async () => {
    const [l, ip, user] = [limits(), addresses(), await account(db())];
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect(await reader(l, user.email, WRONG, ip(i))).toBe("refused");
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reader(l, user.email, WRONG, ip(50 + i))),
    );
    expect(burst.filter((r) => r === "refused")).toHaveLength(1);
    expect(burst.filter((r) => r === "limited")).toHaveLength(7);
  });

  it("limits failures from one address across accounts, high enough for a campus behind one NAT", async () => {
    const [l, ip, regular] = [limits(), addresses(), await account(db())];
    expect(await reader(l, regular.email, PASSWORD, ip(1))).toBe("signed in");
    const names = Array.from(
      { length: LIMITS.signInAddress.points },
      (_, i) => `student-${block}-${i}@example.org`,
    );
    const results = await Promise.all(names.map((name) => reader(l, name, WRONG, ip(1))));
    expect(results.every((r) => r === "refused")).toBe(true);
    const other = await account(db());
    expect(await reader(l, other.email, PASSWORD, ip(1))).toBe("limited");
    expect(await reader(l, regular.email, PASSWORD, ip(1))).toBe("signed in");
    expect(await reader(l, other.email, PASSWORD, ip(2))).toBe("signed in");
  }, 60_000);

  it("treats the address a password was reset from as the owner's", async () => {
    const [l, ip, user] = [limits(), addresses(), await account(db())];
    for (let i = 0; i < FREE_ATTEMPTS + 1; i++) await reader(l, user.email, WRONG, ip(i));
    expect(await reader(l, user.email, PASSWORD, ip(30))).toBe("limited");
    await rememberOwnerAddress(l, user.id, ip(30));
    expect(await reader(l, user.email, PASSWORD, ip(30))).toBe("signed in");
  });
});
