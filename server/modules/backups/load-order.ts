import type { ForeignKey } from "./catalog.ts";

/** In what order a restore loads tables and rows, so that every foreign key finds its row. */

/** Tables in an order where every table comes after those it references (a table's references to
 * itself aside). */
export function loadOrder(tables: string[], keys: ForeignKey[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  let left = [...tables];
  while (left.length) {
    const ready = left.filter((table) =>
      keys.every(
        (key) => key.from !== table || key.to === table || placed.has(key.to) || !tables.includes(key.to),
      ),
    );
    if (!ready.length) throw new Error(`The tables ${left.join(", ")} reference each other in a cycle.`);
    for (const table of ready) placed.add(table);
    ordered.push(...ready);
    left = left.filter((table) => !placed.has(table));
  }
  return ordered;
}

/** A table's rows with every row after the row it references in the same table (a reply after the
 * comment it answers). */
export function parentsFirst(lines: string[], selfKeys: ForeignKey[]): string[] {
  const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const keyOf = (row: Record<string, unknown>, columns: string[]) =>
    columns.some((c) => row[c] === null || row[c] === undefined)
      ? null
      : JSON.stringify(columns.map((c) => row[c]));
  const present = new Set(selfKeys.flatMap((k) => rows.map((row) => keyOf(row, k.references))));
  const placed = new Set<string | null>();
  const ordered: string[] = [];
  let left = rows.map((row, i) => ({ row, line: lines[i]! }));
  while (left.length) {
    const ready = left.filter(({ row }) =>
      selfKeys.every((k) => {
        const parent = keyOf(row, k.columns);
        return parent === null || !present.has(parent) || placed.has(parent);
      }),
    );
    if (!ready.length) throw new Error("Rows of one table reference each other in a cycle.");
    for (const { row, line } of ready) {
      ordered.push(line);
      for (const k of selfKeys) placed.add(keyOf(row, k.references));
    }
    left = left.filter((item) => !ready.includes(item));
  }
  return ordered;
}
