import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createBackground } from "./background.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DatabaseOpenFailure, openConfiguredDatabase, type OpenedDatabase } from "./db/open-configured.ts";
import { forgetUnseededDemoTeam, isEmptyDatabase, seedDemo } from "./db/seed/seed-demo.ts";
import { createBroadcast, type Broadcast } from "./db/broadcast.ts";
import { createApp } from "./http/app.ts";
import { loadCookieSecret } from "./http/cookie-secret.ts";
import { sendCachedPage } from "./http/direct-hits.ts";
import { createPageCache } from "./http/page-cache.ts";
import { decodeChange, encodeChange } from "./http/page-changes.ts";
import { issueSetupCode } from "./modules/accounts/first-run.ts";
import { SERVER_TIMEOUTS } from "./http/server-timeouts.ts";
import { createTurns } from "./http/turns.ts";
import { purgeExpiredSessions } from "./modules/accounts/sessions.ts";
import { createRateLimits } from "./http/rate-limits.ts";
import { createMailer } from "./providers/mail.ts";
import { mailSender } from "./providers/mail-sender.ts";
import { openStorage, StorageUnavailable } from "./providers/open-storage.ts";
import { getSiteIdentity } from "./modules/settings/site-settings.ts";
import type { Services } from "./services.ts";

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const serverBuild = path.join(BUILD_DIR, "server", "index.js");
  if (!fs.existsSync(serverBuild))
    fail("No build found: run `npm run build` (or `npm start`, which builds).");

  let uploads: Awaited<ReturnType<typeof openStorage>>;
  try {
    uploads = await openStorage(config);
  } catch (error) {
    if (error instanceof StorageUnavailable) fail(error.message);
    throw error;
  }

  let opened: OpenedDatabase;
  try {
    opened = await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseOpenFailure) fail(error.message);
    throw error;
  }
  const { database } = opened;
  // Said once everything it depends on has opened, so a start that fails says only why.
  console.log(`Uploads are stored in ${uploads.where}.`);
  await forgetUnseededDemoTeam(database.db);
  if (config.seedDemo && (await isEmptyDatabase(database.db))) {
    const seeded = await seedDemo(database.db);
    console.log(`Seeded demo content: ${seeded.articles} articles, ${seeded.creative} creative pieces.`);
  }

  const setupCode = await issueSetupCode(database.db);
  if (setupCode) {
    console.log(
      `No admin account yet: create the first one at ${config.publicUrl}/admin with the one-time setup code ${setupCode} (every start without an admin makes a new code and voids the last).`,
    );
  }

  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: mailSender(config.mailFrom, async () => (await getSiteIdentity(database.db)).siteName),
    outboxDir: path.join(config.dataDir, "outbox"),
  });
  const background = createBackground();
  const services: Services = {
    config,
    db: database.db,
    mailer,
    limits: createRateLimits({ db: database.db, shared: database.engine === "postgres" }),
    background,
    cookieSecret: await loadCookieSecret(database.db),
    storage: uploads.storage,
  };
  // Every process on one PostgreSQL drops the cached pages a write touches, whichever process wrote.
  let broadcast: Broadcast | null = null;
  const pageCache = createPageCache({
    secure: config.publicUrl.startsWith("https:"),
    onChange: (change) => broadcast?.publish(encodeChange(change)),
  });
  if (config.databaseUrl)
    broadcast = await createBroadcast(config.databaseUrl, "page_cache", (message) =>
      pageCache.apply(decodeChange(message)),
    );
  const app = createApp({
    services,
    build,
    clientDir: path.join(BUILD_DIR, "client"),
    ping: database.ping,
    pageCache,
    // The embedded database answers one query at a time; PostgreSQL's pool has ten connections.
    renderLimit: database.engine === "pglite" ? 4 : 16,
  });

  // Pages the cache holds are sent before the app sees the request (server/http/direct-hits.ts); the
  // others reach the app in the order they came (server/http/turns.ts).
  const toApp = getRequestListener(app.fetch, { hostname: config.host });
  const inTurn = createTurns();
  const server = createServer(SERVER_TIMEOUTS, (req, res) => {
    if (sendCachedPage(pageCache, req, res)) return;
    inTurn(() => {
      // A reader who left while waiting is not answered.
      if (!req.socket.destroyed) void toApp(req, res);
    });
  });
  server.listen(config.port, config.host, () => {
    const info = server.address() as AddressInfo;
    console.log(
      `Borderland is ready at ${config.publicUrl}/ (listening on ${info.address}:${info.port}, ${database.engine})`,
    );
  });

  // Expired sessions are useless to everyone; clear them out hourly.
  const housekeeping = setInterval(
    () => purgeExpiredSessions(database.db).catch((error) => console.error("Session clean-up failed", error)),
    60 * 60 * 1000,
  );
  housekeeping.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing the database.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await background.settled();
      await broadcast?.close();
      await opened.close();
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

await main();
