import type { Db } from "../../db/client.ts";
import { assertStaff, can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { adminHome, type AdminHome } from "./home-admin.ts";
import { countWaiting, editorHome, type EditorHome } from "./home-editor.ts";
import { dayOf } from "./home-rows.ts";
import { writerHome, type WriterHome } from "./home-writer.ts";

/**
 * The portal's home screen (issue 38), where every sign-in lands: each role's parts, read together in
 * one round (every list bounded, each along an index). A writer (who reads only their own pieces) sees
 * their assignments and pieces; those who read everyone's (editors, admins, the adviser) see the desk;
 * admins also see the queue's problems, the last backup and the open invitations.
 */
export type Home = {
  /** The publication's today, YYYY-MM-DD. */
  today: string;
  writer?: WriterHome;
  desk?: EditorHome;
  admin?: AdminHome;
};

export async function loadHome(
  db: Db,
  actor: SessionUser | null | undefined,
  timeZone: string,
  now = new Date(),
): Promise<Home> {
  assertStaff(actor);
  const day = dayOf(now, timeZone);
  const readsAll = can(actor.role, "readAll");
  const administers = can(actor.role, "settings") || can(actor.role, "staff");
  const [writer, desk, admin] = await Promise.all([
    !readsAll && can(actor.role, "write") ? writerHome(db, actor.id, day, now) : undefined,
    readsAll ? editorHome(db, actor, day, now, timeZone) : undefined,
    administers ? adminHome(db, actor) : undefined,
  ]);
  return {
    today: day.today,
    ...(writer ? { writer } : {}),
    ...(desk ? { desk } : {}),
    ...(admin ? { admin } : {}),
  };
}

/** The sidebar's figure of pieces waiting for review, for those who review (null for the others, who
 * are not asked for it). */
export async function waitingForReview(
  db: Db,
  actor: SessionUser | null | undefined,
): Promise<number | null> {
  assertStaff(actor);
  return can(actor.role, "readAll") ? countWaiting(db) : null;
}
