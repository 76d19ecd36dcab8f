import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import cluster from "node:cluster";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { jobHandlers } from "./job-handlers.ts";
import { prepare } from "./prepare.ts";
import { DatabaseOpenFailure, openConfiguredDatabase, type OpenedDatabase } from "./db/open-configured.ts";
import { createBroadcast, type Broadcast } from "./db/broadcast.ts";
import { createApp } from "./http/app.ts";
import { loadCookieSecret } from "./http/cookie-secret.ts";
import { sendCachedPage } from "./http/direct-hits.ts";
import { createGracefulStop } from "./http/graceful-stop.ts";
import { createPageCache } from "./http/page-cache.ts";
import { createPageKeys } from "./http/page-keys.ts";
import { createRouteMatcher } from "./http/route-match.ts";
import { decodeChange, encodeChange, PAGE_CHANNEL } from "./http/page-changes.ts";
import { SERVER_TIMEOUTS } from "./http/server-timeouts.ts";
import { createTurns } from "./http/turns.ts";
import { purgeExpiredSessions } from "./modules/accounts/sessions.ts";
import { startWorker } from "./modules/jobs/worker.ts";
import { releaseLeases } from "./modules/jobs/queue.ts";
import { openBackupChannel } from "./modules/backups/local-channel.ts";
import { openImportStore, openMediaPartsStore } from "./providers/import-store.ts";
import { forgetStaleMediaUploads } from "./modules/media-files/uploads.ts";
import { forgetStalePrintImports } from "./modules/print/portal-import.ts";
import { SEND_LANES } from "./modules/newsletter/deliver.ts";
import { createRateLimits } from "./modules/rate-limits.ts";
import { createOutbox, mailTransports } from "./modules/jobs/mail.ts";
import { mailSender } from "./providers/mail-sender.ts";
import { openStorage, StorageUnavailable } from "./providers/open-storage.ts";
import { getSiteIdentity } from "./modules/settings/site-settings.ts";
import { runProcesses } from "./processes.ts";
import { stopOnSignals } from "./stop-on-signals.ts";
import type { Services } from "./services.ts";
import type { Storage } from "./providers/storage.ts";
import { trustOwnOrigins } from "#shared/private-hosts.ts";

/** How long a graceful stop gives the jobs due then (the answered requests' mail), within the 5 s that
 * STOP_LIMIT_MS (http/graceful-stop.ts) leaves after the last request. */
const STOP_FINISH_DUE_MS = 3_000;
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const SERVER_BUILD = path.join(BUILD_DIR, "server", "index.js");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function openUploads(config: Config) {
  try {
    return await openStorage(config);
  } catch (error) {
    if (error instanceof StorageUnavailable) fail(error.message);
    throw error;
  }
}

async function openDatabase(config: Config): Promise<OpenedDatabase> {
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseOpenFailure) fail(error.message);
    throw error;
  }
}

function readyMessage(config: Config, address: { address: string | null; port: number }, engine: string) {
  const processes = config.processes > 1 ? `, ${config.processes} processes` : "";
  return `Borderland is ready at ${config.publicUrl}/ (listening on ${address.address ?? config.host}:${address.port}, ${engine}${processes})`;
}

async function main() {
  const config = readConfig();
  // A worker of several (server/processes.ts): the primary has prepared the database; serve.
  if (cluster.isWorker) {
    await serve(config, (await openUploads(config)).storage, await openDatabase(config));
    return;
  }
  if (!fs.existsSync(SERVER_BUILD))
    fail("No build found: run `npm run build` (or `npm start`, which builds).");
  const uploads = await openUploads(config);
  const opened = await openDatabase(config);
  // Said once everything it depends on has opened, so a start that fails says only why.
  console.log(`Uploads are stored in ${uploads.where}.`);
  await prepare(config, opened.database.db);
  if (config.processes === 1) {
    await serve(config, uploads.storage, opened);
    return;
  }
  await opened.close();
  runProcesses({
    count: config.processes,
    onReady: (address) => console.log(readyMessage(config, address, opened.database.engine)),
  });
}

/** Serves requests on the configured port until SIGINT or SIGTERM. */
async function serve(config: Config, storage: Storage, opened: OpenedDatabase): Promise<void> {
  const { database } = opened;
  trustOwnOrigins([config.publicUrl, config.s3?.publicUrl]);
  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
  // Every mail is a queued job (decision 0060); the queue's worker sends it. A newsletter send reuses
  // a few SMTP connections rather than opening one a mail.
  const transports = mailTransports(
    {
      smtpUrl: config.smtpUrl,
      from: mailSender(config.mailFrom, async () => (await getSiteIdentity(database.db)).siteName),
      outboxDir: path.join(config.dataDir, "outbox"),
    },
    SEND_LANES,
  );
  const shutdown = new AbortController();
  const services: Services = {
    config,
    db: database.db,
    mailer: createOutbox(database.db),
    limits: createRateLimits({ db: database.db, shared: database.engine === "postgres" }),
    cookieSecret: await loadCookieSecret(database.db),
    storage,
    imports: openImportStore(config),
    shutdown: shutdown.signal,
  };
  // Every process on one PostgreSQL drops the cached pages a write touches, whichever process wrote.
  let broadcast: Broadcast | null = null;
  const pageCache = createPageCache({
    secure: config.publicUrl.startsWith("https:"),
    keys: createPageKeys(createRouteMatcher(build)),
    onChange: (change) => broadcast?.publish(encodeChange(change)),
  });
  if (config.databaseUrl)
    broadcast = await createBroadcast(config.databaseUrl, PAGE_CHANNEL, (message) =>
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

  // Scheduled publications (decision 0037): whichever process claims a job runs it; the pages it
  // changes are dropped in every process, as a request's pagesChanged("content") drops them. What fell
  // due while the server was stopped is published before the first reader is answered.
  // A newsletter send waits until the server listens (its batches would hold up the start).
  let listening = false;
  // A job a crash left claimed (a newsletter send, a backup) runs again at once on the embedded
  // database (one process), not after its lease; its recipients in flight are due again with it.
  if (database.engine === "pglite") await releaseLeases(database.db);
  const jobs = startWorker({
    db: database.db,
    handlers: jobHandlers({
      config,
      database,
      services,
      transports,
      onChange: (change) => pageCache.change(change),
      ready: () => listening,
      stopping: () => shutdown.signal.aborted,
      buildDir: BUILD_DIR,
    }),
    onError: (message) => console.error(message),
  });
  await jobs.firstRead;
  // `npm run backup` asks this process for a snapshot of the embedded database it holds (decision 0051).
  const backupChannel =
    database.engine === "pglite" ? await openBackupChannel(config.dataDir, { database, storage }) : null;

  // Pages the cache holds are sent before the app sees the request (server/http/direct-hits.ts); the
  // others reach the app in the order they came (server/http/turns.ts).
  const toApp = getRequestListener(app.fetch, { hostname: config.host });
  const inTurn = createTurns();
  const server = createServer(SERVER_TIMEOUTS);
  const connections = createGracefulStop(server);
  server.on(
    "request",
    connections.admit((req, res) => {
      if (sendCachedPage(pageCache, req, res)) return;
      inTurn(() => {
        // A reader who left while waiting is not answered.
        if (!req.socket.destroyed) void toApp(req, res);
      });
    }),
  );
  // A port another program holds (or one this user may not open) is the operator's to fix: say which.
  server.once("error", (error: NodeJS.ErrnoException) =>
    fail(
      `Could not listen on ${config.host}:${config.port} (PORT, HOST): ${error.code === "EADDRINUSE" ? "the port is in use" : error.message}`,
    ),
  );
  server.listen(config.port, config.host, () => {
    listening = true;
    // Of several processes, the primary says it once all listen (server/processes.ts).
    if (cluster.isPrimary)
      console.log(readyMessage(config, server.address() as AddressInfo, database.engine));
  });

  // Expired sessions are useless to everyone; clear them out hourly. So are video and audio uploads
  // nobody went on with for a day, and their parts (decision 0073), and print editions' imports whose
  // files stopped coming (decision 0079).
  const housekeeping = setInterval(
    () => {
      purgeExpiredSessions(database.db).catch((error) => console.error("Session clean-up failed", error));
      forgetStaleMediaUploads(database.db, openMediaPartsStore(config)).catch((error) =>
        console.error("Media upload clean-up failed", error),
      );
      forgetStalePrintImports(database.db, openMediaPartsStore(config)).catch((error) =>
        console.error("Print import clean-up failed", error),
      );
    },
    60 * 60 * 1000,
  );
  housekeeping.unref();

  stopOnSignals({
    // Of several processes, the primary says it once for all.
    announce: cluster.isPrimary,
    shutdown,
    connections,
    afterwards: [
      ["the backup channel", async () => backupChannel?.close()],
      // The mail of the requests just answered goes before the database closes; what is left is sent
      // at the next start.
      ["the queue's due work", () => jobs.stop({ finishDueWithinMs: STOP_FINISH_DUE_MS })],
      ["the mail connections", async () => (transports.single.close?.(), transports.pooled.close?.())],
      ["the page-cache notifications", async () => broadcast?.close()],
      ["the database", () => opened.close()],
    ],
  });
}

await main();
