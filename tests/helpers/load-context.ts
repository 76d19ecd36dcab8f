import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import type { PageChange } from "../../server/http/page-changes.ts";
import type { Flash } from "../../server/load-context.ts";
import { loadConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { createRateLimits } from "../../server/modules/rate-limits.ts";
import { createSharedValues } from "../../server/http/shared-values.ts";
import { createLocalImportStore } from "../../server/providers/import-store.ts";
import { createLocalStorage } from "../../server/providers/local-storage.ts";
import { testOwnsPath } from "./owns-path.ts";
import { recordingMailer } from "./recording-mailer.ts";

/** One signing key for the test process, as one server has one: a signed cookie an answer set is read
 * by the next request. */
const COOKIE_SECRET = randomBytes(32);

/** The load context the HTTP app gives loaders and actions, over `db`, with a recording mailer and a
 * random documentation address; the flashes it was asked to set are kept. */
export function testLoadContext(db: Db, overrides: Partial<AppLoadContext> = {}) {
  const flashes: Flash[] = [];
  const changes: PageChange[] = [];
  const mailer = recordingMailer();
  const shared = createSharedValues();
  const context = {
    services: {
      db,
      // An embed's preview (decision 0075) is asked of a local port nobody answers: never the provider.
      config: loadConfig({ EMBED_PREVIEW_URL: "http://127.0.0.1:9", PROVIDER_ALLOW_ADDRESSES: "127.0.0.1" }),
      mailer,
      limits: createRateLimits(),
      cookieSecret: COOKIE_SECRET,
      storage: createLocalStorage(path.join(os.tmpdir(), `borderland-test-uploads-${process.pid}`)),
      imports: createLocalImportStore(path.join(os.tmpdir(), `borderland-test-imports-${process.pid}`)),
      shutdown: new AbortController().signal,
    },
    clientIp: `203.0.113.${Math.floor(Math.random() * 250)}`,
    clientGone: new AbortController().signal,
    flash: null,
    setFlash: (flash: Flash) => void flashes.push(flash),
    documentRequest: true,
    pageHtml: new Map<string, string>(),
    cspNonce: "test-nonce",
    islandBoot: null,
    lightReading: false,
    pageTags: new Set<string>(),
    frameSources: new Set<string>(),
    pagesChanged: (change: PageChange) => {
      changes.push(change);
      shared.apply(change);
    },
    shared: shared.get,
    archived: null,
    ownsPath: testOwnsPath(),
    ...overrides,
  } satisfies AppLoadContext;
  return { context, flashes, mailer, changes };
}
