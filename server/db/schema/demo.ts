import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The rows the demo made (decision 0068), marked when it made them: the table, the row's id (a
 * setting's key) and the row's fingerprint then, md5 of its `row_to_json`. "Remove demo content"
 * removes a marked row only while its fingerprint is still the same: a row a person changed since stays.
 */
export const demoRows = pgTable(
  "demo_rows",
  {
    tableName: text("table_name").notNull(),
    rowId: text("row_id").notNull(),
    fingerprint: text("fingerprint").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowId] })],
);
