import fs from "node:fs";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { siteImports, users } from "../../db/schema.ts";
import { assembledFile, type ImportStore } from "../../providers/import-store.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Conflict, NotFound } from "../errors.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import type { StoredReport } from "../moving-in/report.ts";
import { queueCheck } from "./queue.ts";

type Actor = SessionUser | null | undefined;

/** The imports the page lists: the newest first, at most this many (each keeps its reports). */
const LISTED = 20;

const GONE = "That import is not there any more.";
export const ANOTHER_RUNNING = "Another import is running: it must finish before this one starts.";

/** Settings → Import: the imports made from the portal, newest first, with their reports and progress. */
export async function listImports(db: Db, actor: Actor) {
  assertCan(actor, "moveIn");
  const rows = await db
    .select({
      id: siteImports.id,
      fileName: siteImports.fileName,
      size: siteImports.size,
      received: siteImports.received,
      kind: siteImports.kind,
      state: siteImports.state,
      handled: siteImports.handled,
      total: siteImports.total,
      dryRun: siteImports.dryRun,
      report: siteImports.report,
      error: siteImports.error,
      createdAt: siteImports.createdAt,
      finishedAt: siteImports.finishedAt,
      by: users.name,
      mine: sql<boolean>`${siteImports.createdBy} = ${actor.id}`,
    })
    .from(siteImports)
    .leftJoin(users, eq(users.id, sql`coalesce(${siteImports.confirmedBy}, ${siteImports.createdBy})`))
    .where(sql`${siteImports.state} <> 'discarded'`)
    .orderBy(desc(siteImports.createdAt))
    .limit(LISTED);
  return rows.map((row) => ({
    ...row,
    dryRun: row.dryRun as StoredReport | null,
    report: row.report as StoredReport | null,
  }));
}

export type ListedImport = Awaited<ReturnType<typeof listImports>>[number];

/**
 * Starts a checked import: its job writes it while the site serves. One import writes at a time (the
 * database's partial unique index says so whichever process asks); a second is refused.
 */
export async function confirmImport(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, "moveIn");
  if (!isUuid(id)) throw new NotFound(GONE);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(siteImports)
        .set({
          state: "importing",
          confirmedBy: actor.id,
          confirmedFrom: actor.ip ?? null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(siteImports.id, id), eq(siteImports.state, "checked")))
        .returning({ fileName: siteImports.fileName });
      if (!row) throw new Conflict("This import is not waiting to start: reload the page.");
      await queueCheck(tx, id);
      return row;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new Conflict(ANOTHER_RUNNING);
    throw error;
  }
}

/** Drops an upload not yet imported (stopped half-way, or checked and not wanted): its file goes, and
 * the row is kept as discarded (no longer listed). */
export async function discardImport(db: Db, store: ImportStore, dataDir: string, actor: Actor, id: unknown) {
  assertCan(actor, "moveIn");
  if (!isUuid(id)) throw new NotFound(GONE);
  const [row] = await db
    .update(siteImports)
    .set({ state: "discarded", updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(
      and(eq(siteImports.id, id), inArray(siteImports.state, ["uploading", "checked", "refused", "failed"])),
    )
    .returning({ fileName: siteImports.fileName });
  if (!row) throw new Conflict("An import that is being checked or written cannot be discarded.");
  await store.remove(id);
  await fs.promises.rm(assembledFile(dataDir, id), { force: true });
  return row;
}
