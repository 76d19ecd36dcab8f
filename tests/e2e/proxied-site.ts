import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { launchBrowser } from "../helpers/browser.ts";
import { makeArticle } from "../helpers/factories.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp.ts";
import { startTlsProxy, type TlsProxy } from "../helpers/tls-proxy.ts";

export type Staff = { username: string; email: string; password: string; name: string };

/** Creates the admin with the maintenance script, as an operator would, before the server starts. */
function createAdmin(dataDir: string, admin: Staff) {
  const created = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/admin-create.ts",
      ...["--email", admin.email, "--username", admin.username, "--name", admin.name],
    ],
    { env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: admin.password }, encoding: "utf8" },
  );
  expect(created.status, created.stderr).toBe(0);
}

/** Content the journey needs, written with the factories before the server opens the database. */
async function seedArticle(dataDir: string): Promise<string> {
  const database = await openPglite(path.join(dataDir, "db"));
  try {
    await database.migrate();
    return (await makeArticle(database.db, { title: "Ferry timetable for the monsoon" })).slug;
  } finally {
    await database.close();
  }
}

/**
 * The built server behind a TLS-terminating reverse proxy on 127.0.0.1 that rewrites Host (see
 * tests/helpers/tls-proxy.ts), with TRUST_PROXY=true and PUBLIC_URL the proxy's https address; an SMTP
 * sink; one Chromium context that accepts the self-signed certificate, and one page in it, shared by the
 * file's tests in order.
 */
export function setUpProxiedSite({ admin }: { admin: Staff }) {
  let dataDir: string | undefined;
  let proxy: TlsProxy | undefined;
  let sink: SmtpSink | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let slug: string | undefined;

  beforeAll(async () => {
    dataDir = newDataDir("borderland-proxied-", "migrated");
    createAdmin(dataDir, admin);
    slug = await seedArticle(dataDir);
    proxy = await startTlsProxy();
    sink = await startSmtpSink();
    server = await startServer({
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      SEED_DEMO: "false",
      TRUST_PROXY: "true",
      PUBLIC_URL: proxy.url,
    });
    proxy.forwardTo(server.url);
    browser = await launchBrowser();
    context = await browser.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 1280, height: 900 },
      reducedMotion: "reduce",
    });
    page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await proxy?.close();
    await sink?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The proxied site is not started");
    return value;
  };
  return {
    /** The proxy's https address, which is PUBLIC_URL. */
    get url() {
      return ready(proxy).url;
    },
    get smtp() {
      return ready(sink);
    },
    get context() {
      return ready(context);
    },
    get page() {
      return ready(page);
    },
    get server() {
      return ready(server);
    },
    /** A published article made by the factories. */
    get articleSlug() {
      return ready(slug);
    },
  };
}
