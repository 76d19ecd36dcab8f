import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createBackground } from "./background.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { describeOpenFailure, openPglite, openPostgres, type Database } from "./db/client.ts";
import { DataDirInUse, lockDataDir } from "./db/lock.ts";
import { forgetUnseededDemoTeam, isEmptyDatabase, seedDemo } from "./db/seed/seed-demo.ts";
import { createBroadcast, type Broadcast } from "./db/broadcast.ts";
import { createApp } from "./http/app.ts";
import { createPageCache } from "./http/page-cache.ts";
import { purgeExpiredSessions } from "./modules/accounts/sessions.ts";
import { createRateLimits } from "./http/rate-limits.ts";
import { createMailer } from "./providers/mail.ts";
import { mailSender } from "./providers/mail-sender.ts";
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

  let unlock = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUse) fail(error.message);
      throw error;
    }
  }
  const dbDir = path.join(config.dataDir, "db");
  let database: Database;
  try {
    database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(dbDir);
    await database.migrate();
  } catch (error) {
    unlock();
    fail(describeOpenFailure(error, config.databaseUrl, dbDir));
  }
  await forgetUnseededDemoTeam(database.db);
  if (config.seedDemo && (await isEmptyDatabase(database.db))) {
    const seeded = await seedDemo(database.db);
    console.log(`Seeded demo content: ${seeded.articles} articles, ${seeded.creative} creative pieces.`);
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
  };
  // Every process on one PostgreSQL drops its cached pages when any of them writes.
  let broadcast: Broadcast | null = null;
  const pageCache = createPageCache({ onWrite: () => broadcast?.publish() });
  if (config.databaseUrl)
    broadcast = await createBroadcast(config.databaseUrl, "page_cache", pageCache.clear);
  const app = createApp({
    services,
    build,
    clientDir: path.join(BUILD_DIR, "client"),
    ping: database.ping,
    pageCache,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
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
      await database.close();
      unlock();
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

await main();
