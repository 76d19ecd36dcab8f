import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { loggedDb } from "../../../tests/helpers/logged-db.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { createSession, readSession } from "./sessions.ts";

describeEachEngine("sessions", ({ db, engine }) => {
  async function signedIn() {
    const user = await makeUser(db());
    const { token } = await createSession(db(), user.id);
    expect((await readSession(db(), token))?.user.role).toBe("reader");
    return { user, token };
  }

  // Not through the module's functions: on the embedded database a session read is kept in memory, and
  // whatever changes the database must reach it (decision 0027).
  it("shows a change to the session's user, made by any means, at the very next read", async () => {
    const { user, token } = await signedIn();
    await db().execute(sql`update users set role = 'editor', name = 'Renamed' where id = ${user.id}`);
    expect((await readSession(db(), token))?.user).toMatchObject({ role: "editor", name: "Renamed" });
    await db().execute(sql`delete from users where id = ${user.id}`);
    expect(await readSession(db(), token)).toBeNull();
  });

  it("shows a change to the session itself, made by any means, at the very next read", async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    await db().execute(sql`update sessions set pending_second_factor = true`);
    expect((await readSession(db(), token))?.pendingSecondFactor).toBe(true);
    await db().execute(sql`update sessions set idle_expires_at = now() - interval '1 second'`);
    expect(await readSession(db(), token)).toBeNull();
    await db().execute(sql`update sessions set idle_expires_at = now() + interval '1 day'`);
    expect(await readSession(db(), other.token)).not.toBeNull();
    await db().execute(sql`truncate sessions`);
    expect(await readSession(db(), other.token)).toBeNull();
  });

  it("reads a session from the embedded database once, and from PostgreSQL every time", async () => {
    const { token } = await signedIn();
    const logged = loggedDb(db(), engine);
    for (let i = 0; i < 3; i++) expect(await readSession(logged.db, token)).not.toBeNull();
    for (let i = 0; i < 3; i++) expect(await readSession(logged.db, "not-a-session")).toBeNull();
    const reads = logged.queries.filter((q) => q.includes('from "sessions"')).length;
    expect(reads).toBe(engine === "pglite" ? 2 : 6);
  });
});
