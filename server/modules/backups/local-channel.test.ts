import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { describeBackup } from "./describe.ts";
import { channelPath, openBackupChannel, requestBackup } from "./local-channel.ts";
import { verifyArchive } from "./read-archive.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-channel-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describeEachEngine(
  "The local backup channel",
  ({ db, engine }) => {
    const sources = () => ({
      database: { db: db(), engine },
      storage: createLocalStorage(path.join(scratch, "uploads")),
    });
    const said: string[] = [];
    const log = { info: (m: string) => said.push(m), error: (m: string) => said.push(m) };

    it("answers a backup over a socket only its owner may open, saying how long the database was held, and is gone once closed", async () => {
      const channel = await openBackupChannel(scratch, sources(), log);
      const file = channelPath(scratch);
      expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const archive = path.join(scratch, "through-the-channel.tar.gz");
      await requestBackup(scratch, fs.createWriteStream(archive));
      const manifest = await verifyArchive(archive);
      expect(manifest.engine).toBe(engine);
      // What `npm run backup` prints of an archive the server took.
      expect(describeBackup(manifest, archive, fs.statSync(archive).size)).toMatch(
        /\nThe database was held for its snapshot for \d+ ms\.$/,
      );
      await channel!.close();
      expect(fs.existsSync(file)).toBe(false);
      await expect(requestBackup(scratch, fs.createWriteStream(archive))).rejects.toThrow(/ENOENT/);
    });

    it("says why it cannot open under a data directory whose path is too long for a socket, and the server goes on", async () => {
      const deep = path.join(scratch, "d".repeat(100));
      expect(await openBackupChannel(deep, sources(), log)).toBeNull();
      expect(said.at(-1)).toMatch(
        /^The backup channel could not open at .* \(its path is longer than the 103 bytes/,
      );
      expect(fs.existsSync(deep)).toBe(false);
    });
  },
  ["pglite"],
);
