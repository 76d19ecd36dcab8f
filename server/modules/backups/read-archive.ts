import { createHash } from "node:crypto";
import fs from "node:fs";
import { createGunzip } from "node:zlib";
import { FORMAT, FORMAT_VERSION, MANIFEST_ENTRY, type Manifest } from "./manifest.ts";
import { readTar, type TarEntry } from "./tar.ts";

/** An archive that is not a whole, unchanged backup: a restore refuses it before touching anything. */
export class BadArchive extends Error {}

/** The archive's entries, in order (their bodies streamed from the file). */
export function archiveEntries(file: string): AsyncGenerator<TarEntry> {
  return readTar(fs.createReadStream(file).pipe(createGunzip()));
}

/** An entry's whole body. */
export async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}

function parseManifest(bytes: Buffer): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(bytes.toString("utf8")) as Manifest;
  } catch {
    throw new BadArchive("The archive's manifest is not valid JSON.");
  }
  if (manifest.format !== FORMAT || typeof manifest.entries !== "object" || !manifest.schemaVersion)
    throw new BadArchive("This is not a Borderland backup archive.");
  if (manifest.formatVersion > FORMAT_VERSION)
    throw new BadArchive(
      `This backup is of format ${manifest.formatVersion}, newer than this version of the app reads (${FORMAT_VERSION}).`,
    );
  return manifest;
}

/**
 * Reads the whole archive and checks every entry's size and SHA-256 against its manifest, and that no
 * entry is missing or added: answers the manifest, or throws BadArchive naming the first fault.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | null = null;
  try {
    for await (const entry of archiveEntries(file)) {
      if (entry.name === MANIFEST_ENTRY) {
        manifest = parseManifest(await readAll(entry.body));
        continue;
      }
      const hash = createHash("sha256");
      let size = 0;
      for await (const chunk of entry.body) {
        hash.update(chunk);
        size += chunk.length;
      }
      seen.set(entry.name, { size, sha256: hash.digest("hex") });
    }
  } catch (error) {
    if (error instanceof BadArchive) throw error;
    throw new BadArchive(`The archive cannot be read: ${(error as Error).message}`);
  }
  if (!manifest) throw new BadArchive("The archive has no manifest: it is cut short or not a backup.");
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const actual = seen.get(name);
    if (!actual) throw new BadArchive(`The archive lacks ${name}, which its manifest lists.`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw new BadArchive(`The archive is damaged: ${name} does not match its checksum.`);
  }
  const extra = [...seen.keys()].find((name) => !Object.hasOwn(manifest.entries, name));
  if (extra) throw new BadArchive(`The archive holds ${extra}, which its manifest does not list.`);
  return manifest;
}
