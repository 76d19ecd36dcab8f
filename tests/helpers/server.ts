import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { newDataDir, TEMPLATE_ENV } from "./pglite-templates.ts";

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
  /** kill -9 of the whole server: the process and every process it started (on PostgreSQL, its
   * cluster's workers, which would otherwise stop gracefully once their primary is gone). */
  crash(): Promise<void>;
};

/** The process `pid` and its descendants, read from /proc. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** Whether `pid` still runs (a zombie, dead but not yet reaped, does not). */
function running(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The built server (`npm run build`: scripts/build-server.mjs), run as production runs it: with the
 * Node options of `npm run serve` (the heap's limit, docs/operations.md). */
const SERVER_ENTRY = "build/main.js";
const SERVE_SCRIPT: string = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.serve;
const SERVER_ARGS = [
  ...(SERVE_SCRIPT.match(/ --[\w-]+=\S+/g) ?? []).map((flag) => flag.trim()),
  SERVER_ENTRY,
];

/** Where a test server's weather and market providers are unless a test says otherwise: a closed port
 * on this machine, which the address guard refuses anyway, so that no test reaches the real ones. */
export const UNREACHABLE_PROVIDER = "http://127.0.0.1:9";

/** Runs the built server (`npm run build` first) as its own process, on a free port and a temporary
 * data directory unless told otherwise, and waits until it says it is ready. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  // A new data directory's cluster is the run's template (tests/helpers/pglite-templates.ts): what
  // the server's first start would have made of it, migrated, and seeded with SEED_DEMO=true (what a
  // test server has unless it says otherwise; `SEED_DEMO: ""` is unset, the first-run setup's choice).
  const template = env.SEED_DEMO === "false" || env.SEED_DEMO === "" ? "migrated" : "seeded";
  const dataDir =
    env.DATA_DIR ??
    (env.DATABASE_URL || !process.env[TEMPLATE_ENV.dataDir]
      ? fs.mkdtempSync(path.join(os.tmpdir(), "borderland-e2e-"))
      : newDataDir("borderland-e2e-", template));
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEATHER_URL: UNREACHABLE_PROVIDER,
      MARKETS_URL: UNREACHABLE_PROVIDER,
      SEED_DEMO: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 90_000);
    const onData = () => {
      if (output.includes("is ready at")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners("exit");
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async crash() {
      const tree = processTree(child.pid!);
      const exited =
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.once("exit", resolve))
          : undefined;
      for (const pid of tree)
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      await exited;
      while (tree.some(running)) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. A variable
 * given as undefined is left out of its environment. */
export function runServerExpectingExit(
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, SERVER_ARGS, {
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
