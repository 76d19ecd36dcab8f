import type { AppLoadContext } from "react-router";
import type { Flash } from "../../server/load-context.ts";
import { createBackground } from "../../server/background.ts";
import { loadConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { createRateLimits } from "../../server/http/rate-limits.ts";
import { recordingMailer } from "./recording-mailer.ts";

/** The load context the HTTP app gives loaders and actions, over `db`, with a recording mailer and a
 * random documentation address; the flashes it was asked to set are kept. */
export function testLoadContext(db: Db, overrides: Partial<AppLoadContext> = {}) {
  const flashes: Flash[] = [];
  const mailer = recordingMailer();
  const context = {
    services: {
      db,
      config: loadConfig({}),
      mailer,
      limits: createRateLimits(),
      background: createBackground(),
    },
    clientIp: `203.0.113.${Math.floor(Math.random() * 250)}`,
    flash: null,
    setFlash: (flash: Flash) => void flashes.push(flash),
    documentRequest: true,
    pageHtml: new Map<string, string>(),
    cspNonce: "test-nonce",
    ...overrides,
  } satisfies AppLoadContext;
  return { context, flashes, mailer };
}
