import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The one door (issue 37, decision 0059): no code of the application writes the piece tables
 * (articles, creative_pieces, static_pages) but ./door-rows.ts, which only ./door.ts's `writePiece`
 * and two columns outside a version use. A Drizzle insert, update or delete of the tables' objects
 * (or of a kind's `table`), and raw SQL that writes them, fail this test anywhere else. Tests, which
 * set up the rows they read, are not the application.
 */

const ROOT = join(import.meta.dirname, "../../..");
const SCANNED = ["server", "app", "scripts", "shared"];
const DOOR = ["server/modules/content/door-rows.ts"];
/** Bench data, 100,000 articles in a few statements of SQL (npm run bench): no piece of anyone's. */
const BULK = ["server/db/seed/scale.ts"];

const DRIZZLE_WRITE =
  /\.(insert|update|delete)\(\s*(articles|creativePieces|staticPages|schema\.(articles|creativePieces|staticPages)|[\w.]*\.table|table)\s*\)/;
const SQL_WRITE =
  /\b(insert\s+into|update|delete\s+from)\s+("?)(articles|creative_pieces|static_pages)\2(\s|$|\()/i;

/** The lines of `source` that write a piece table. A call split over lines (`.update(\n  articles\n)`)
 * is read as one line first. */
export function pieceWrites(source: string): string[] {
  const joined = source.replace(/\(\s+/g, "(").replace(/\s+\)/g, ")");
  return joined.split("\n").filter((line) => DRIZZLE_WRITE.test(line) || SQL_WRITE.test(line));
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "+types") yield* sourceFiles(path);
    } else if (/\.(ts|tsx|mjs|js|cjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe("the one door's rule", () => {
  it("finds a Drizzle write of a piece table, on one line or split over two", () => {
    expect(pieceWrites(`await tx.update(articles).set({ title }).where(eq(articles.id, id));`)).toHaveLength(
      1,
    );
    expect(pieceWrites(`await db\n  .insert(\n    creativePieces\n  )\n  .values(v);`)).toHaveLength(1);
    expect(pieceWrites(`await tx.delete(kind.table).where(eq(kind.table.id, id));`)).toHaveLength(1);
    expect(pieceWrites(`tx.update(staticPages).set(set)`)).toHaveLength(1);
  });

  it("finds raw SQL that writes a piece table", () => {
    expect(pieceWrites("await db.execute(sql`update articles set status = 'published'`);")).toHaveLength(1);
    expect(pieceWrites('sql.raw(`insert into "creative_pieces" (title) values (1)`)')).toHaveLength(1);
    expect(pieceWrites("sql`delete from static_pages where id = ${id}`")).toHaveLength(1);
  });

  it("leaves reads and other tables' writes alone", () => {
    expect(pieceWrites(`await tx.select().from(articles).where(eq(articles.id, id));`)).toEqual([]);
    expect(pieceWrites(`await tx.insert(revisions).values(row); await tx.update(users).set(u);`)).toEqual([]);
    expect(pieceWrites("sql`select * from articles where status = 'published'`")).toEqual([]);
    expect(pieceWrites("// Articles are updated by the one door")).toEqual([]);
  });

  it("holds: no code outside the door writes a piece table", () => {
    const outside: string[] = [];
    for (const dir of SCANNED)
      for (const path of sourceFiles(join(ROOT, dir))) {
        const file = relative(ROOT, path);
        if (DOOR.includes(file) || BULK.includes(file)) continue;
        for (const line of pieceWrites(readFileSync(path, "utf8"))) outside.push(`${file}: ${line.trim()}`);
      }
    expect(outside).toEqual([]);
  });

  it("sees the door's own statements (the rule is not blind)", () => {
    const door = readFileSync(join(ROOT, DOOR[0]!), "utf8");
    expect(pieceWrites(door).length).toBeGreaterThanOrEqual(6);
  });
});
