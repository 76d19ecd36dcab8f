import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { pollHtml } from "#shared/poll-markup.ts";
import { openPglite, type Database } from "../../server/db/client.ts";
import { pollVotes } from "../../server/db/schema.ts";
import { makeArticle } from "../helpers/factories.ts";
import { TEMPLATE_ENV } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { createTestDatabase, postgresSkipReason } from "../helpers/test-db.ts";

/**
 * Issue 42: a vote is answered only once it is committed, so a kill -9 of the server while readers vote
 * loses no vote it acknowledged. A real server process: 50 readers, each in a browser of their own (no
 * cookie), vote ten at a time from a few addresses; the kill comes while votes are still arriving.
 * After the restart every acknowledged voter's vote is there, the count is exact, and a second vote by
 * an acknowledged browser is refused.
 */
const VOTERS = 50;
const CHOICES = ["yes", "no"];

async function publishPoll(db: Database["db"]) {
  const id = randomUUID();
  const choices = CHOICES.map((key) => ({ key, label: key === "yes" ? "Yes" : "No" }));
  await makeArticle(db, {
    content: `<p>Vote.</p>${pollHtml({ id, question: "Kill test?", choices, resultsBeforeVote: false, closesAt: null })}`,
  });
  return id;
}

type Acked = { voter: string; cookie: string; choice: string };

function vote(url: string, pollId: string, i: number, cookie?: string) {
  return fetch(`${url}/polls/${pollId}/vote`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
      "X-Forwarded-For": `198.51.100.${i % 5}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ choice: CHOICES[i % 2]! }),
  });
}

/** Votes until the kill; answers the votes the server acknowledged (200, with the browser's cookie). */
async function votesThenKill(server: RunningServer, pollId: string): Promise<Acked[]> {
  const acked: Acked[] = [];
  const one = async (i: number) => {
    try {
      const answer = await vote(server.url, pollId, i);
      if (answer.status !== 200) return;
      const cookie = answer.headers.get("set-cookie")!.split(";")[0]!;
      const token = cookie.split("=")[1]!;
      acked.push({
        voter: `b:${createHash("sha256").update(token).digest("hex")}`,
        cookie,
        choice: CHOICES[i % 2]!,
      });
    } catch {
      // Cut off by the kill: not acknowledged, so it may or may not be stored.
    }
  };
  const sent: Promise<void>[] = [];
  for (let i = 0; i < VOTERS; i += 10) {
    sent.push(...Array.from({ length: 10 }, (_, k) => one(i + k)));
    // Half-way through, with votes in flight: kill -9.
    if (i === 20) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await server.crash();
      break;
    }
    await Promise.all(sent);
  }
  await Promise.allSettled(sent);
  return acked;
}

async function checkAfterRestart(
  env: Record<string, string>,
  pollId: string,
  acked: Acked[],
  read: () => Promise<Pick<Database, "db" | "close">>,
) {
  expect(acked.length, "votes acknowledged before the kill").toBeGreaterThanOrEqual(20);
  const server = await startServer(env);
  try {
    const again = await vote(server.url, pollId, 0, acked[0]!.cookie);
    expect(again.status).toBe(409);
  } finally {
    await server.stop();
  }
  const database = await read();
  try {
    const stored = await database.db.select().from(pollVotes).where(eq(pollVotes.pollId, pollId));
    const byVoter = new Map(stored.map((v) => [v.voter, v.choiceKey]));
    for (const { voter, choice } of acked) expect(byVoter.get(voter), voter).toBe(choice);
    expect(stored.length).toBeLessThanOrEqual(30);
  } finally {
    await database.close();
  }
}

describe("kill -9 while readers vote in a poll", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-poll-kill-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("on the embedded database, keeps every acknowledged vote", async () => {
    const dbDir = path.join(dataDir, "db");
    fs.cpSync(process.env[TEMPLATE_ENV.dataDir]!, dbDir, { recursive: true });
    const setup = await openPglite(dbDir);
    await setup.migrate();
    const pollId = await publishPoll(setup.db);
    await setup.close();
    const env = { DATA_DIR: dataDir, SEED_DEMO: "false", TRUST_PROXY: "true" };
    const acked = await votesThenKill(await startServer(env), pollId);
    await checkAfterRestart(env, pollId, acked, () => openPglite(dbDir));
  }, 180_000);

  it.skipIf(postgresSkipReason)(
    "on PostgreSQL, keeps every acknowledged vote",
    async () => {
      const handle = await createTestDatabase("postgres");
      try {
        const pollId = await publishPoll(handle.database.db);
        const env = { DATABASE_URL: handle.url!, SEED_DEMO: "false", TRUST_PROXY: "true" };
        const acked = await votesThenKill(await startServer(env), pollId);
        await checkAfterRestart(env, pollId, acked, async () => ({
          db: handle.database.db,
          close: async () => {},
        }));
      } finally {
        await handle.drop();
      }
    },
    180_000,
  );
});
