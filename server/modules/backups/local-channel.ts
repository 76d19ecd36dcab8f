import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { errorMessage } from "../jobs/worker.ts";
import { writeBackup, type BackupSources } from "./write-archive.ts";

/**
 * The local channel through which `npm run backup` asks a running server for a backup of the embedded
 * database it holds (decision 0051): a Unix domain socket in DATA_DIR/run, a directory only the
 * server's user may enter, the socket itself mode 0600. Nothing on the network reaches it. The client
 * writes one line, `backup`, and reads the archive until the server closes the connection; a server
 * that fails mid-way cuts the connection, and the client finds the archive incomplete.
 */

const REQUEST = "backup\n";

export const channelPath = (dataDir: string) => path.join(dataDir, "run", "backup.sock");

/** The longest socket path every system takes (104 bytes on macOS, 108 on Linux, with the final NUL);
 * Node cuts a longer one short without a word, to a name no client would look for. */
const MAX_SOCKET_PATH = 103;

function assertShortEnough(file: string) {
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH)
    throw new Error(`its path is longer than the ${MAX_SOCKET_PATH} bytes a socket's name may have`);
}

export type BackupChannel = { close(): Promise<void> };

/** Opens the channel (the server holds the data directory's lock, so a socket left there is stale).
 * One that cannot open (a DATA_DIR path too long for a socket's name) is said and the server goes on
 * without it: `npm run backup` then asks for the server to be stopped. */
export async function openBackupChannel(
  dataDir: string,
  sources: BackupSources,
  log: { info(message: string): void; error(message: string): void } = console,
): Promise<BackupChannel | null> {
  const file = channelPath(dataDir);
  const server = net.createServer((socket) => {
    let asked = "";
    const onData = (chunk: Buffer) => {
      asked += chunk.toString("utf8");
      if (!asked.includes("\n") && asked.length < REQUEST.length) return;
      socket.off("data", onData);
      if (asked !== REQUEST) return void socket.destroy();
      writeBackup(sources, socket).then(
        (manifest) =>
          log.info(
            `Backup taken through the local channel: ${Object.keys(manifest.entries).length} entries, the database held for ${manifest.snapshotMs} ms.`,
          ),
        (error: unknown) => log.error(`A backup through the local channel failed: ${errorMessage(error)}`),
      );
    };
    socket.on("data", onData);
    socket.on("error", () => {});
  });
  try {
    assertShortEnough(file);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.promises.chmod(path.dirname(file), 0o700);
    await fs.promises.rm(file, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, () => resolve());
    });
    await fs.promises.chmod(file, 0o600);
  } catch (error) {
    log.error(
      `The backup channel could not open at ${file} (${errorMessage(error)}): npm run backup will ask for the server to be stopped.`,
    );
    server.close();
    return null;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/** Asks the server listening on `dataDir`'s channel for a backup and writes it to `out`. Resolves once
 * the server has sent it all; the caller verifies it (a cut archive fails its checksums). */
export async function requestBackup(dataDir: string, out: NodeJS.WritableStream): Promise<void> {
  const file = channelPath(dataDir);
  assertShortEnough(file);
  const socket = net.createConnection(file);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  socket.write(REQUEST);
  await pipeline(socket, out);
}
