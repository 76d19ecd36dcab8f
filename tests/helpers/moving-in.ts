import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "../../server/db/client.ts";
import { importExport, type ImportOptions } from "../../server/modules/moving-in/run.ts";
import { readExport } from "../../server/modules/moving-in/read-export.ts";
import { createAddressPolicy } from "../../server/providers/address-policy.ts";
import { createLocalStorage } from "../../server/providers/local-storage.ts";
import { createFileFetch } from "../../server/providers/outbound.ts";
import { member } from "./staff.ts";

/** tests/fixtures/moving-in: the exports, the category map and a copy of an uploads folder. */
export const MOVING_IN = path.resolve("tests/fixtures/moving-in");

/** Where the fixtures' images that are fetched live: nothing listens there until a test's server
 * takes its place (`exportFetchingFrom`). */
const FIXTURE_ORIGIN = "http://127.0.0.1:9";

/** A 127.0.0.1 server of the old site's images: market.png at WordPress's and Ghost's paths, 404 for
 * everything else. Counts what it is asked. */
export async function startOldSite() {
  const image = fs.readFileSync(path.join(MOVING_IN, "served/market.png"));
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? "");
    if (/\/(wp-content\/uploads|content\/images)\/2026\/06\/market\.png$/.test(request.url ?? "")) {
      response.writeHead(200, { "content-type": "image/png" }).end(image);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A copy of a fixture export (in a directory removed with `dir`) whose fetched images point at
 * `origin`. */
export function exportFetchingFrom(fixture: string, origin: string, dir: string): string {
  const file = path.join(dir, fixture);
  const text = fs.readFileSync(path.join(MOVING_IN, fixture), "utf8").replaceAll(FIXTURE_ORIGIN, origin);
  fs.writeFileSync(file, text);
  return file;
}

export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "borderland-moving-in-test-"));

/** For a test file: the old site's image server and a temporary folder for the whole file, and an
 * import of a fixture (its images fetched from that server, stored in the folder) by a new admin. */
export function oldSiteForFile() {
  let site: Awaited<ReturnType<typeof startOldSite>>;
  let dir: string;
  beforeAll(async () => {
    site = await startOldSite();
    dir = tempDir();
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    origin: () => site.origin,
    async importFixture(
      db: Db,
      fixture: string,
      options: Omit<ImportOptions, "images"> & { uploadsDir?: string },
    ) {
      const fetchFile = createFileFetch({ policy: createAddressPolicy(["127.0.0.1"]) });
      return importExport(
        db,
        createLocalStorage(path.join(dir, "store")),
        await member(db, "admin"),
        await readExport(exportFetchingFrom(fixture, site.origin, dir)),
        { ...options, images: { uploadsDir: options.uploadsDir, fetchFile } },
      );
    },
  };
}
