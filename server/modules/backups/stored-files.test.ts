import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { rowsOf } from "./catalog.ts";
import { STORED_FILE_COLUMNS } from "./stored-files.ts";

/** Columns named like a key that name no stored file. */
const NOT_FILES = ["editor_presence.piece_key", "notifications.event_key", "poll_votes.choice_key"];

describeEachEngine("The columns that name stored files", ({ db }) => {
  it("lists every column of a key, so that a new one is either backed up or said not to be a file", async () => {
    const rows = await rowsOf(
      db(),
      sql`select table_name || '.' || column_name as name from information_schema.columns
          where table_schema = 'public' and column_name like '%\_key' order by 1`,
    );
    const listed = STORED_FILE_COLUMNS.filter((c) => c.shape === "key").map((c) => `${c.table}.${c.column}`);
    expect(rows.map((row) => String(row.name))).toEqual([...listed, ...NOT_FILES].sort());
  });
});
