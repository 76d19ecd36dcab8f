import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { bodyLimitFor } from "../../server/http/body-limits.ts";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { makeUser } from "../helpers/factories.ts";
import { rawRequest, type RawResponse } from "../helpers/raw-http.ts";
import { routePatterns } from "../helpers/route-paths.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { fuzzRequest, type FuzzRequest, type Harvest } from "./fuzz-requests.ts";

const BATCH = 8;
const RUNS = 260;
/** Fields the portal's and the auth dialog's forms post (some are rendered only in the browser). */
const KNOWN_FIELDS = [
  ...["intent", "email", "password", "name", "code", "token", "confirm", "username", "file"],
  ...["content", "articleId", "commentId", "target", "id", "liked", "active"],
  ...[
    "title",
    "slug",
    "excerpt",
    "category",
    "author",
    "featured",
    "imageUrl",
    "imageCaption",
    "tags",
    "type",
  ],
  ...["siteName", "siteTagline", "currentPassword", "newPassword", "confirmPassword"],
];
const KNOWN_VALUES = [
  ...["sign-in", "sign-up", "second-factor", "resend", "post", "delete", "enroll", "confirm", "remove"],
  ...["article", "comment", "true", "false", "on", "poetry", "Politics"],
];

let server: RunningServer;
let dataDir: string;
let harvest: Harvest;

/** Sessions made straight in the database, as browser tests sign in. */
async function prepareAccounts(dir: string) {
  const database = await openPglite(path.join(dir, "db"));
  await database.migrate();
  const cookieFor = async (role: "reader" | "admin") => {
    const user = await makeUser(database.db, { role, username: `fuzz-${role}`, emailVerifiedAt: new Date() });
    return `bt_session=${(await createSession(database.db, user.id)).token}`;
  };
  const cookies = { reader: await cookieFor("reader"), admin: await cookieFor("admin") };
  await database.close();
  return cookies;
}

/** Reads the site's pages for real URL parameters, form field names and values. */
async function harvestSite(cookies: Harvest["cookies"]): Promise<Harvest> {
  const patterns = routePatterns();
  const read = async (p: string, cookie?: string) =>
    (await fetch(`${server.url}${p}`, { headers: cookie ? { cookie } : {}, redirect: "manual" })).text();
  const fixed = patterns.filter((p) => !p.includes(":") && !p.includes("*"));
  const pages = await Promise.all([
    ...fixed.map((p) => read(p, cookies.admin)),
    ...["/account", "/creative"].map((p) => read(p, cookies.reader)),
  ]);
  const urls = pages.flatMap((page) =>
    [...page.matchAll(/(?:href="|<loc>)(?:https?:\/\/[^/]+)?(\/[^"<]*)/g)].map((m) => m[1]!),
  );
  const articles = urls.filter((u) => u.startsWith("/article/")).slice(0, 5);
  pages.push(...(await Promise.all(articles.map((p) => read(p, cookies.reader)))));

  const params: Record<string, string[]> = {};
  for (const pattern of patterns.filter((p) => p.includes(":"))) {
    const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const shape = new RegExp(`^${pattern.replace(/:\w+/g, "([^/?#]+)")}$`);
    for (const url of urls) {
      const found = url.split(/[?#]/)[0]!.match(shape);
      names.forEach((name, i) => found && (params[name] ??= []).push(decodeURIComponent(found[i + 1]!)));
    }
  }
  const html = pages.join("\n");
  const fieldNames = [...html.matchAll(/<(?:input|textarea|select|button)[^>]*\sname="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const values = [...html.matchAll(/<input[^>]*\svalue="([^"]*)"/g)].map((m) => m[1]!);
  const ids = [...html.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map(
    (m) => m[0],
  );
  const client = path.resolve("build/client");
  const files = fs
    .readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(client, path.join(entry.parentPath, entry.name))}`)
    .slice(0, 40);
  return {
    patterns,
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, [...new Set(v)].slice(0, 20)])),
    files,
    fieldNames: [...new Set([...KNOWN_FIELDS, ...fieldNames])],
    values: [...new Set([...KNOWN_VALUES, ...values, ...ids])].slice(0, 300),
    origin: new URL(server.url).origin,
    cookies,
  };
}

beforeAll(async () => {
  dataDir = newDataDir("borderland-fuzz-", "seeded");
  const cookies = await prepareAccounts(dataDir);
  server = await startServer({ DATA_DIR: dataDir });
  harvest = await harvestSite(cookies);
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.path.slice(0, 300)} as ${r.identity}, ${r.headers?.["Content-Type"] ?? "no type"}, ` +
  `${r.body?.length ?? 0} bytes${r.chunked ? " chunked" : ""}`;

describe("fuzzing every route and endpoint", () => {
  it("answers at least 2,000 generated requests without a 5xx or a stack trace in the log", async () => {
    const statuses = new Map<number, number>();
    let sent = 0;
    const send = async (request: FuzzRequest): Promise<RawResponse | null> => {
      // The generated sessions stay signed in: signing out is tried anonymously.
      const signsOut = /logout|sign-out/.test(`${request.path} ${request.body?.subarray(0, 100_000) ?? ""}`);
      const headers = { ...request.headers };
      if (signsOut) delete headers.Cookie;
      sent++;
      try {
        return await rawRequest(server.url, { ...request, headers });
      } catch (error) {
        // A body over its endpoint's limit may see its connection closed before the 413 is read.
        if ((request.body?.length ?? 0) > bodyLimitFor(request.path.split("?")[0]!).bytes) return null;
        throw new Error(`${describeRequest(request)}: ${(error as Error).message}`);
      }
    };
    const started = Date.now();
    const details = await fc.check(
      fc.asyncProperty(
        fc.array(fuzzRequest(harvest), { minLength: BATCH, maxLength: BATCH }),
        async (batch) => {
          const answers = await Promise.all(batch.map(send));
          answers.forEach((answer, i) => {
            const status = answer?.status ?? 0;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status >= 500) {
              throw new Error(`${status} for ${describeRequest(batch[i]!)}: ${answer?.body.slice(0, 300)}`);
            }
          });
        },
      ),
      { numRuns: RUNS, endOnFailure: true, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
    // fast-check's own report prints every request of the batch in full, megabytes of bodies included.
    if (details.failed) {
      expect.fail(`FUZZ_SEED=${details.seed}: ${(details.errorInstance as Error | undefined)?.message}`);
    }
    const seconds = (Date.now() - started) / 1000;
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(`[fuzz] ${sent} requests in ${seconds.toFixed(1)} s; ${tally.join(", ")}`);
    expect(sent).toBeGreaterThanOrEqual(2000);
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 120_000);
});
