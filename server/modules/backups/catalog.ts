import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * What a backup reads of the database's own catalogue, on PGlite and PostgreSQL alike: the app's
 * tables (its schema and drizzle's bookkeeping), their columns and foreign keys, and its sequences.
 */

/** The schemas a backup holds: the app's tables, and drizzle's record of the applied migrations. */
export const SCHEMAS = ["public", "drizzle"] as const;
const inSchemas = sql.raw(SCHEMAS.map((s) => `'${s}'`).join(", "));

type Row = Record<string, unknown>;
export const rowsOf = async (db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A table named `schema.table`, quoted for a statement. */
export const quoted = (table: string) =>
  table
    .split(".")
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join(".");

/** A string as an SQL literal. */
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export async function listTables(db: Db): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in (${inSchemas}) and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => String(row.name));
}

/** A table's columns in order: those a backup writes and a restore fills, and the GENERATED ones that
 * a restore computes again. */
export async function columnsOf(db: Db, table: string): Promise<{ stored: string[]; generated: string[] }> {
  const [schema, name] = table.split(".");
  const rows = await rowsOf(
    db,
    sql`select column_name, is_generated = 'ALWAYS' as generated from information_schema.columns
        where table_schema = ${schema} and table_name = ${name} order by ordinal_position`,
  );
  const names = (generated: boolean) =>
    rows.filter((row) => Boolean(row.generated) === generated).map((row) => String(row.column_name));
  return { stored: names(false), generated: names(true) };
}

export type ForeignKey = { from: string; to: string; columns: string[]; references: string[] };

export async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const rows = await rowsOf(
    db,
    sql`select cn.nspname || '.' || c.relname as "from", pn.nspname || '.' || p.relname as "to",
          array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
                join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
          array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i)
                join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as refs
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
        join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
        where k.contype = 'f' and cn.nspname in (${inSchemas})`,
  );
  return rows.map((row) => ({
    from: String(row.from),
    to: String(row.to),
    columns: row.columns as string[],
    references: row.refs as string[],
  }));
}

/** A sequence's state: its last value, or null when it never gave one. */
export type SequenceValue = { name: string; lastValue: string | null };

export async function readSequences(db: Db): Promise<SequenceValue[]> {
  const rows = await rowsOf(
    db,
    sql`select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences
        where schemaname in (${inSchemas}) order by 1`,
  );
  return rows.map((row) => ({
    name: String(row.name),
    lastValue: row.value === null ? null : String(row.value),
  }));
}
