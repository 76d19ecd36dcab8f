import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { runScript } from "../tests/helpers/run-script.ts";
import { createTestDatabase, postgresSkipReason } from "../tests/helpers/test-db.ts";
import { verifyArchive } from "../server/modules/backups/read-archive.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-backup-script-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

it.skipIf(postgresSkipReason)(
  "writes the archive readable by its owner alone, over a readable file and a partial one left by an earlier run",
  async () => {
    const handle = await createTestDatabase("postgres");
    try {
      const file = path.join(scratch, "site.tar.gz");
      for (const left of [file, `${file}.partial`]) fs.writeFileSync(left, "an older copy", { mode: 0o644 });
      const backup = await runScript("scripts/backup.ts", [file], {
        DATABASE_URL: handle.url!,
        DATA_DIR: path.join(scratch, "data"),
      });
      expect(backup, backup.output).toMatchObject({ code: 0 });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.existsSync(`${file}.partial`)).toBe(false);
      expect((await verifyArchive(file)).engine).toBe("postgres");
    } finally {
      await handle.drop();
    }
  },
);
