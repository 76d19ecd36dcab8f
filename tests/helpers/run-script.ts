import { spawn } from "node:child_process";

/** Runs one of our scripts (`scripts/backup.ts`, …) as an operator does, with `env` added to this
 * process's environment; answers its exit code and everything it printed. */
export function runScript(file: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c));
    child.stderr.on("data", (c: Buffer) => (output += c));
    child.on("exit", (code) => resolve({ code, output }));
  });
}
