// Readers who like articles while the bench measures cached pages: what a page cache meets when a story
// is read and liked at once. The accounts are written into the database before the server starts.
import path from "node:path";
import { openPglite, openPostgres } from "../../server/db/client.ts";
import { users } from "../../server/db/schema.ts";
import { hashPassword } from "../../server/modules/accounts/passwords.ts";

const PASSWORD = "bench-reader-password";
/** Each reader may like 120 times a minute (server/modules/rate-limits.ts); one a second each stays under. */
const LIKES_PER_READER_PER_SECOND = 1;

const email = (i: number) => `bench-reader-${i}@bench.invalid`;

/** Adds `count` verified readers to the database the server will use: PostgreSQL at DATABASE_URL when
 * given, else the embedded one in `dataDir` (the server must not run on it yet). */
export async function createReaders(dataDir: string, count: number): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = url ? await openPostgres(url) : await openPglite(path.join(dataDir, "db"));
  try {
    await database.migrate();
    const passwordHash = await hashPassword(PASSWORD);
    await database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: email(i),
          name: `Bench Reader ${i}`,
          passwordHash,
          role: "reader" as const,
          emailVerifiedAt: new Date(),
        })),
      )
      .onConflictDoNothing();
  } finally {
    await database.close();
  }
}

async function signIn(baseUrl: string, i: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ intent: "sign-in", email: email(i), password: PASSWORD }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("bt_session="));
  if (!cookie) throw new Error(`bench reader ${i} could not sign in (${response.status})`);
  return cookie.split(";")[0]!;
}

/** The article's id, from the like button's form that a signed-in reader gets. */
async function articleId(baseUrl: string, articlePath: string, cookie: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}${articlePath}`, { headers: { Cookie: cookie } })).text();
  const id = html.match(
    /name="target" value="article"\/><input type="hidden" name="id" value="([^"]+)"/,
  )?.[1];
  if (!id) throw new Error(`no like button found on ${articlePath}`);
  return id;
}

export type Liking = { stop(): Promise<{ likes: number; failed: number }> };

/** Signs the readers in and has them like and unlike the articles at `articlePaths` in turn, `count` likes
 * a second in all, until stopped. */
export async function startLiking(baseUrl: string, count: number, articlePaths: string[]): Promise<Liking> {
  const cookies = await Promise.all(Array.from({ length: count }, (_, i) => signIn(baseUrl, i)));
  const articleIds = await Promise.all(articlePaths.map((p) => articleId(baseUrl, p, cookies[0]!)));
  let likes = 0;
  let failed = 0;
  const liked = new Map<string, boolean>();
  const timers = cookies.map((cookie, i) =>
    setInterval(async () => {
      const id = articleIds[(likes + i) % articleIds.length]!;
      const key = `${i}:${id}`;
      const next = !liked.get(key);
      liked.set(key, next);
      const response = await fetch(`${baseUrl}/api/likes`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, Cookie: cookie },
        body: new URLSearchParams({ target: "article", id, liked: String(next) }),
      });
      await response.arrayBuffer();
      if (response.ok) likes++;
      else failed++;
    }, 1000 / LIKES_PER_READER_PER_SECOND),
  );
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      return { likes, failed };
    },
  };
}
