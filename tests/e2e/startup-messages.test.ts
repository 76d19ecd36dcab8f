import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, it } from "vitest";
import { freePort, runServerExpectingExit } from "../helpers/server.ts";

const SECRET = "hunter2-s3cret";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-startup-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it.each([
  ["a mistyped DATABASE_URL", { DATABASE_URL: `postgresql//editor:${SECRET}@db.example.org/news` }],
  ["a mistyped SMTP_URL", { SMTP_URL: `mailer:${SECRET}@mail.example.org:587` }],
])("stops on %s with a one-line message that names it and prints no password", async (_what, env) => {
  const { code, output } = await runServerExpectingExit({ DATA_DIR: dataDir, PORT: "0", ...env });
  expect(code).toBe(1);
  expect(output.trim().split("\n")).toHaveLength(1);
  expect(output).toMatch(new RegExp(`^Invalid ${Object.keys(env)[0]}: `));
  expect(output).not.toContain(SECRET);
});

it("stops with a one-line message and no password when the database cannot be reached", async () => {
  const port = await freePort();
  const { code, output } = await runServerExpectingExit({
    DATA_DIR: dataDir,
    PORT: "0",
    DATABASE_URL: `postgres://editor:${SECRET}@127.0.0.1:${port}/news`,
  });
  expect(code).toBe(1);
  expect(output.trim()).toMatch(
    new RegExp(
      `^Could not open the database at postgres://editor@127\\.0\\.0\\.1:${port}/news \\(DATABASE_URL\\): .*ECONNREFUSED`,
    ),
  );
  expect(output.trim().split("\n")).toHaveLength(1);
  expect(output).not.toContain(SECRET);
});

it("stops with a message that names the bucket, not the secret, when the S3 store cannot be reached", async () => {
  const port = await freePort();
  const { code, output } = await runServerExpectingExit({
    DATA_DIR: dataDir,
    PORT: "0",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: "newsroom-uploads",
    S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
    S3_SECRET_ACCESS_KEY: SECRET,
  });
  expect(code).toBe(1);
  expect(output).toContain(
    `Could not reach the S3 bucket newsroom-uploads at http://127.0.0.1:${port} (S3_*): `,
  );
  expect(output).not.toContain(SECRET);
});

it("stops with a one-line message naming the port when another program holds it", async () => {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
  const { port } = holder.address() as net.AddressInfo;
  try {
    const { code, output } = await runServerExpectingExit({ DATA_DIR: dataDir, PORT: String(port) });
    expect(code).toBe(1);
    expect(output.trim().split("\n").at(-1)).toBe(
      `Could not listen on 127.0.0.1:${port} (PORT, HOST): the port is in use`,
    );
    expect(output).not.toMatch(/^\s+at /m);
  } finally {
    holder.close();
  }
});

it("loads React's production build when started without NODE_ENV, as `node build/main.js`", async () => {
  // Loaded before the server's code, the probe says on exit which of React's builds the process ran
  // (Node also lists, unloaded, the modules whose exports it only read).
  const probe = path.join(dataDir, "react-build.mjs");
  fs.writeFileSync(
    probe,
    `import { createRequire } from "node:module";
const { cache } = createRequire(import.meta.url);
process.on("exit", () => {
  const ran = Object.keys(cache).filter((f) => f.includes("/react/cjs/") && cache[f].loaded);
  console.log("react:", ran.map((f) => f.split("/").pop()).join(" "));
});`,
  );
  const { output } = await runServerExpectingExit({
    DATA_DIR: dataDir,
    PORT: "0",
    NODE_ENV: undefined,
    NODE_OPTIONS: `--import=${pathToFileURL(probe).href}`,
    SMTP_URL: "not a url",
  });
  expect(output).toMatch(/^Invalid SMTP_URL: /);
  expect(output).toMatch(/^react: react\.production\.js$/m);
});
