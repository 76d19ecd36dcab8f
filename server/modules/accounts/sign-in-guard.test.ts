import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { createRateLimits, LIMITS, type RateLimits } from "../rate-limits.ts";
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
  it("doubles from one second after the free attempts, up to half a minute", () => {
    const waits = Array.from({ length: 8 }, (_, i) => waitSeconds(FREE_ATTEMPTS + 1 + i));
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    expect(MAX_WAIT_SECONDS).toBe(30);
  });
});

describeEachEngine("the sign-in guard", ({ db }) => {
  afterEach(() => {
    vi.useRealTimers();
  });
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

  it("once many addresses have failed, makes an address that failed wait, doubling, but never a new or known one", async () => {
    const [l, ip, user] = [limits(), addresses(), await account(db())];
    expect(await reader(l, user.email, PASSWORD, ip(100))).toBe("signed in");
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect(await reader(l, user.email, WRONG, ip(i))).toBe("refused");
    expect(await reader(l, user.email, WRONG, ip(20))).toBe("refused");
    const early = await signIn(
      { db: db(), limits: l },
      { email: user.email, password: PASSWORD },
      { ip: ip(20) },
    )
      .then(() => null)
      .catch((e: unknown) => e);
    expect(early).toMatchObject({ status: 429, message: LIMITS.signInWait.message, retryAfterSeconds: 1 });
    expect(await reader(l, user.email, PASSWORD, ip(21))).toBe("signed in");
    expect(await reader(l, user.email, PASSWORD, ip(100))).toBe("signed in");

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 1100);
    expect(await reader(l, user.email, PASSWORD, ip(20))).toBe("signed in");
    expect(await reader(l, user.email, WRONG, ip(22))).toBe("refused");
    const next = await signIn({ db: db(), limits: l }, { email: user.email, password: WRONG }, { ip: ip(22) })
      .then(() => null)
      .catch((e: unknown) => e);
    expect((next as RateLimited).retryAfterSeconds).toBe(2);
  });

  it("lets exactly one of many parallel attempts from an address through once it must wait", async () => {
    const [l, ip, user] = [limits(), addresses(), await account(db())];
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect(await reader(l, user.email, WRONG, ip(i))).toBe("refused");
    const burst = await Promise.all(Array.from({ length: 8 }, () => reader(l, user.email, WRONG, ip(50))));
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

  it("does the same counting for an unknown name as for a known account's wrong password", async () => {
    const [ip, user] = [addresses(), await account(db())];
    const recorded = (calls: string[]): RateLimits => {
      const inner = limits();
      return new Proxy(inner, {
        get:
          (target, method: keyof RateLimits) =>
          (name: string, ...rest: unknown[]) => {
            calls.push(`${method} ${name}`);
            return (target[method] as (...args: unknown[]) => unknown)(name, ...rest);
          },
      });
    };
    const [known, unknown] = [[], []] as [string[], string[]];
    expect(await reader(recorded(known), user.email, WRONG, ip(1))).toBe("refused");
    expect(await reader(recorded(unknown), `nobody-${block}@example.org`, WRONG, ip(1))).toBe("refused");
    expect(await staff(recorded(known), user.username!, WRONG, ip(2))).toBe("refused");
    expect(await staff(recorded(unknown), `nobody-${block}`, WRONG, ip(2))).toBe("refused");
    expect(unknown).toEqual(known);
  });

  it("treats the address a password was reset from as the owner's", async () => {
    const [l, ip, user] = [limits(), addresses(), await account(db())];
    for (let i = 0; i < FREE_ATTEMPTS; i++) await reader(l, user.email, WRONG, ip(i));
    expect(await reader(l, user.email, WRONG, ip(30))).toBe("refused");
    expect(await reader(l, user.email, PASSWORD, ip(30))).toBe("limited");
    await rememberOwnerAddress(l, user.id, ip(30));
    expect(await reader(l, user.email, PASSWORD, ip(30))).toBe("signed in");
  });
});
