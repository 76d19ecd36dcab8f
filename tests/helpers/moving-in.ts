import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

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
