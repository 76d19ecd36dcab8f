import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { lockDataDir } from "../../server/db/lock.ts";
import { breakingNews } from "../../server/db/schema.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-durability-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it("keeps every acknowledged write after the process is killed with SIGKILL mid-write", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/write-loop.ts", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const acknowledged: string[] = [];
  let buffer = "";
  await new Promise<void>((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`writer exited early with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) if (line.startsWith("ack ")) acknowledged.push(line.slice(4));
      if (acknowledged.length >= 200) {
        child.removeAllListeners("exit");
        child.kill("SIGKILL");
        child.on("exit", () => resolve());
      }
    });
  });

  // The killed process's lock is stale: a new process takes it over.
  const unlock = lockDataDir(dataDir);
  const database = await openPglite(path.join(dataDir, "db"));
  try {
    const found = await database.db
      .select({ id: breakingNews.id })
      .from(breakingNews)
      .where(inArray(breakingNews.id, acknowledged));
    expect(found).toHaveLength(acknowledged.length);
  } finally {
    await database.close();
    unlock();
  }
}, 120_000);
