import { LOG_IN_FOR_DASHBOARD } from "#shared/texts.ts";
import { atLeast, isStaffRole, type StaffRole } from "#shared/roles.ts";
import { Forbidden, Unauthorized } from "../errors.ts";
import type { SessionUser } from "./sessions.ts";

/**
 * What each staff role may do (issue 26), by the least role that may. Every domain function checks its
 * capability with `assertCan`; the portal only hides what the server refuses anyway (`can`).
 *
 * - contributor: write drafts, edit and delete their own drafts, submit them for review, upload images;
 * - editor: all that for anyone's pieces; review, publish, schedule, unpublish, delete; corrections;
 *   breaking news; the media library; people and bylines; comment moderation;
 * - admin: all that, plus staff, settings, the newsletter, backups and the audit log.
 */
export const CAPABILITIES = {
  /** Write and save drafts, submit them for review, upload images. Own pieces only below editor. */
  write: "contributor",
  /** Edit, save or delete a piece someone else created, or one past draft. */
  editAny: "editor",
  /** Publish, update a published piece, schedule, unpublish, delete, restore, corrections, takedowns,
   * preview links, and return a piece from review. */
  publish: "editor",
  breakingNews: "editor",
  mediaLibrary: "editor",
  people: "editor",
  moderation: "editor",
  staff: "admin",
  settings: "admin",
  newsletter: "admin",
  backups: "admin",
  audit: "admin",
} as const satisfies Record<string, StaffRole>;
export type Capability = keyof typeof CAPABILITIES;

/** Who may use the editorial portal at all: every staff role. */
export function isStaff(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return isStaffRole(user?.role);
}

/** Whether `user` has `capability` (for showing and hiding; the domain functions assert it). */
export function can(user: Pick<SessionUser, "role"> | null | undefined, capability: Capability): boolean {
  return atLeast(user?.role, CAPABILITIES[capability]);
}

/** Every portal read and write calls this with the signed-in user: 401 without one, 403 for readers. */
export function assertStaff(user: SessionUser | null | undefined): asserts user is SessionUser {
  if (!user) throw new Unauthorized(LOG_IN_FOR_DASHBOARD);
  if (!isStaff(user)) throw new Forbidden("Your account does not have access to the editorial portal.");
}

/** 401 without a user, 403 unless their role has `capability`. */
export function assertCan(
  user: SessionUser | null | undefined,
  capability: Capability,
): asserts user is SessionUser {
  assertStaff(user);
  if (!can(user, capability)) throw new Forbidden(NOT_ALLOWED[capability]);
}

const NOT_ALLOWED: Record<Capability, string> = {
  write: "Your account does not have access to the editorial portal.",
  editAny: "Only an editor can change someone else's piece.",
  publish: "Only an editor can publish. Submit it for review instead.",
  breakingNews: "Only an editor can change breaking news.",
  mediaLibrary: "Only an editor can manage the media library.",
  people: "Only an editor can change people and bylines.",
  moderation: "Only an editor can moderate comments.",
  staff: "Only an admin can manage the staff.",
  settings: "Only an admin can change the settings.",
  newsletter: "Only an admin can send the newsletter.",
  backups: "Only an admin can manage backups.",
  audit: "Only an admin can read the audit log.",
};
