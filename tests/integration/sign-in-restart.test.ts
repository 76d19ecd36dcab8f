import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openPglite, type Database } from "../../server/db/client.ts";
import { createRateLimits } from "../../server/modules/rate-limits.ts";
import { RateLimited } from "../../server/modules/errors.ts";
import { hashPassword } from "../../server/modules/accounts/passwords.ts";
import { signIn } from "../../server/modules/accounts/sign-in.ts";
import { makeUser } from "../helpers/factories.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-limits-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The embedded database as the server opens it, with the rate limits the server builds on it. */
async function start(): Promise<{
  database: Database;
  attempt(password: string, ip: string): Promise<unknown>;
}> {
  const database = await openPglite(path.join(dataDir, "db"));
  await database.migrate();
  const limits = createRateLimits({ db: database.db, shared: false });
  return {
    database,
    attempt: (password, ip) =>
      signIn({ db: database.db, limits }, { email: "restart@example.org", password }, { ip }).catch(
        (error: unknown) => error,
      ),
  };
}

it("keeps sign-in counts across a restart of a PGlite server", async () => {
  const first = await start();
  await makeUser(first.database.db, {
    email: "restart@example.org",
    passwordHash: await hashPassword("the-right-one"),
    emailVerifiedAt: new Date(),
  });
  for (let i = 0; i < 5; i++)
    expect(await first.attempt("wrong-guess", "198.51.100.7")).toMatchObject({ status: 401 });
  expect(await first.attempt("the-right-one", "198.51.100.8")).toMatchObject({ token: expect.any(String) });
  await first.database.close();

  const second = await start();
  try {
    expect(await second.attempt("the-right-one", "198.51.100.7")).toBeInstanceOf(RateLimited);
    expect(await second.attempt("the-right-one", "198.51.100.9")).toMatchObject({
      token: expect.any(String),
    });
  } finally {
    await second.database.close();
  }
}, 120_000);
