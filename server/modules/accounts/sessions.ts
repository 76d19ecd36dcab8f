import type { Role } from "#shared/roles.ts";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { listenInProcess, type Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { SessionCache, type SessionRow } from "./session-cache.ts";
import { hashToken, randomToken } from "./tokens.ts";

const DAY = 86_400_000;
export const SESSION_IDLE_MS = 30 * DAY;
export const SESSION_ABSOLUTE_MS = 90 * DAY;
/** A session's idle expiry moves forward at most this often, so reading a page rarely writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  username: string | null;
  role: Role;
  /** The address of the request that acts (set by the portal's guards), for the audit log. */
  ip?: string | null;
  /** Set by the portal's guards when staff must set up two-factor sign-in first (issue 26):
   * assertStaff refuses them every portal read and write until they have. */
  owesTwoFactor?: boolean;
  /** An adviser acting with an editor's powers (Settings, issue 38): `role` is then 'editor'. */
  adviser?: boolean;
  /** Signed in by the school's sign-in with more than one factor (decision 0066). */
  schoolMultiFactor?: boolean;
};

export type CurrentSession = { user: SessionUser; pendingSecondFactor: boolean; idHash: string };

/** A new session with a new id: called at every sign-in, never reusing an earlier id. A session that
 * owes no second factor completes a sign-in: the staff list shows when (`last_sign_in_at`). */
export async function createSession(
  db: Db,
  userId: string,
  {
    pendingSecondFactor = false,
    userAgent,
    schoolMultiFactor = false,
  }: { pendingSecondFactor?: boolean; userAgent?: string | null; schoolMultiFactor?: boolean } = {},
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    pendingSecondFactor,
    schoolMultiFactor,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  if (!pendingSecondFactor) await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
  return { token, expiresAt: absoluteExpiresAt };
}

/** The query behind every signed-in request, built once per database rather than once a request
 * (about 0.2 ms of drizzle's work each time); on PostgreSQL, a named prepared statement. */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();

/** The columns of a user that make a SessionUser. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  username: users.username,
  role: users.role,
};

function prepareSessionQuery(db: Db) {
  const now = sql.placeholder("now");
  return db
    .select({
      ...sessionUserColumns,
      pendingSecondFactor: sessions.pendingSecondFactor,
      schoolMultiFactor: sessions.schoolMultiFactor,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder("idHash")),
        // A deactivated account's sessions are deleted with it; this refuses one made in a race.
        isNull(users.deactivatedAt),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .limit(1)
    .prepare("read_session");
}

function sessionQuery(db: Db) {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  return query;
}

/** Each embedded database's kept sessions (decision 0027), once it listens to their changes; null on
 * PostgreSQL, which is asked every time. */
const sessionCaches = new WeakMap<Db, Promise<SessionCache | null>>();

function sessionCache(db: Db): Promise<SessionCache | null> {
  let cache = sessionCaches.get(db);
  if (!cache) {
    const created = new SessionCache();
    cache = listenInProcess(db, "session_changes", (payload) => created.drop(payload)).then((stop) =>
      stop ? created : null,
    );
    cache.catch(() => sessionCaches.delete(db));
    sessionCaches.set(db, cache);
  }
  return cache;
}

/** The session behind a cookie value, if it is still valid; extends its idle expiry while in use. */
export async function readSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<CurrentSession | null> {
  if (!token || token.length > 100) return null;
  const idHash = hashToken(token);
  const cache = await sessionCache(db);
  let row: SessionRow | null | undefined = cache?.get(idHash, now.getTime());
  if (row === undefined) {
    const generation = cache?.generation ?? 0;
    [row = null] = await sessionQuery(db).execute({ idHash, now: now.toISOString() });
    cache?.set(idHash, row, generation, now.getTime());
  }
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        idleExpiresAt: new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.absoluteExpiresAt.getTime())),
      })
      .where(eq(sessions.idHash, idHash));
  }
  const {
    pendingSecondFactor,
    schoolMultiFactor,
    lastSeenAt: _seen,
    idleExpiresAt: _idle,
    absoluteExpiresAt: _absolute,
    ...user
  } = row;
  return { user: schoolMultiFactor ? { ...user, schoolMultiFactor } : user, pendingSecondFactor, idHash };
}

export async function destroySession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Ends every session of a user, but `keepIdHash` when given (the one making the change). */
export async function destroyUserSessions(db: Db, userId: string, keepIdHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepIdHash ? ne(sessions.idHash, keepIdHash) : undefined));
}

export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}
