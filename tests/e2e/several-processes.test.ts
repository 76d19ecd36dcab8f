import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, signInAdmin } from "../helpers/admin.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { createTestDatabase, postgresSkipReason } from "../helpers/test-db.ts";
import { publishArticle } from "./portal-site.ts";

/** One server of several processes on one port (PROCESSES, server/processes.ts), as it runs on
 * PostgreSQL by default: one start, one message, every process serving, a write seen by all, a killed
 * process replaced, one stop for all. */
const ADMIN = {
  username: "many.editor",
  email: "many.editor@example.org",
  password: "pass-1234",
  name: "Many",
};

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;

beforeAll(async () => {
  if (postgresSkipReason) return;
  handle = await createTestDatabase("postgres");
  const env = { DATABASE_URL: handle.url!, SEED_DEMO: "true", PROCESSES: "2" };
  server = await startServer(env);
  createAdminAccount(server.dataDir, ADMIN, env);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await handle?.drop();
});

const children = (pid: number) =>
  fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

/** A GET on a connection of its own: the port hands each new connection to the next process. */
function getAlone(pathname: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${pathname}`, { agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, cache: res.headers["x-cache"] as string, body }),
        );
      })
      .on("error", reject);
  });
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const start = Date.now();
  while (!check() && Date.now() - start < ms) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe.skipIf(postgresSkipReason)("a server of two processes on one PostgreSQL", () => {
  it("starts once: one message of each kind, ready when both listen", () => {
    const lines = server.output().trim().split("\n");
    expect(lines.filter((line) => line.startsWith("Uploads are stored in"))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("Seeded demo content"))).toHaveLength(1);
    const ready = lines.filter((line) => line.includes("is ready at"));
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatch(/\(listening on 127\.0\.0\.1:\d+, postgres, 2 processes\)$/);
    expect(children(server.process.pid!)).toHaveLength(2);
  });

  it("serves from both: each process renders a page once and keeps its own copy", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await getAlone("/creative"));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // One process alone would have rendered once; two render once each.
    expect(answers.filter((a) => a.cache === "MISS")).toHaveLength(2);
  });

  it("shows a publish through one process on every process's cached pages within a second", async () => {
    for (let i = 0; i < 4; i++) await getAlone("/");
    const title = "Every process knows of the ferry timetable";
    await publishArticle(server.url, await signInAdmin(server.url, ADMIN), { title });
    const published = Date.now();
    const seen: boolean[] = [];
    while (Date.now() - published < 1000 && !(seen.length >= 4 && seen.slice(-4).every(Boolean)))
      seen.push((await getAlone("/")).body.includes(title));
    expect(seen.slice(-4)).toEqual([true, true, true, true]);
  });

  it("replaces a process that was killed, and goes on answering meanwhile", async () => {
    const pid = server.process.pid!;
    const [victim] = children(pid);
    process.kill(victim!, "SIGKILL");
    const notice = `A server process (pid ${victim}) stopped on SIGKILL; starting another.`;
    expect(await until(() => server.output().includes(notice), 5000)).toBe(true);
    // The other process answers while the new one starts (a connection handed to the killed process
    // in the instant before the primary heard of it would be lost, as with any process killed).
    expect((await getAlone("/")).status).toBe(200);
    expect(await until(() => children(pid).length === 2 && !children(pid).includes(victim!), 15_000)).toBe(
      true,
    );
    for (let i = 0; i < 4; i++) expect((await getAlone("/politics")).status).toBe(200);
  });

  it("stops every process on SIGTERM, and exits cleanly", async () => {
    const pids = children(server.process.pid!);
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    server.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of pids) expect(fs.existsSync(`/proc/${pid}`), `process ${pid}`).toBe(false);
    expect(server.output()).toContain("SIGTERM: finishing requests in flight in every process");
  });
});
