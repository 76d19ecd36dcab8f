// `npm run check`: the type check, lint and format check, side by side. Each is one process on one
// core, and none needs another's output (lint is not type-aware), so on the 2-core CI machine they
// take as long as the slowest instead of the three together. Each one's output is printed whole once
// it ends, under its name; the check fails when any of them does.
import { spawn } from "node:child_process";

const STEPS = ["typecheck", "lint", "format:check"];

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", step], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ step, code: 1, output: String(error), seconds: 0 }));
    child.on("close", (code) =>
      resolve({ step, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  }).then((result) => {
    const status = result.code === 0 ? "passed" : `failed (exit ${result.code})`;
    process.stdout.write(`\n> ${result.step}: ${status} in ${result.seconds.toFixed(0)} s\n${result.output}`);
    return result;
  });
}

const results = await Promise.all(STEPS.map(run));
const failed = results.filter((result) => result.code !== 0).map((result) => result.step);
if (failed.length) {
  process.stderr.write(`\nnpm run check: ${failed.join(", ")} failed\n`);
  process.exit(1);
}
