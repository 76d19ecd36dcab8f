import { LOG_IN_FOR_DASHBOARD, TWO_FACTOR_SETUP_OWED } from "#shared/texts.ts";
import { can, isStaffRole, type Capability } from "#shared/roles.ts";
import { Forbidden, Unauthorized } from "../errors.ts";
import type { SessionUser } from "./sessions.ts";

/** What each role may do is shared/roles.ts's CAPABILITIES: the portal shows what `can` allows, and
 * every domain function asserts it here. */
export { can, type Capability };

/** Who may use the editorial portal at all: every staff role. */
export function isStaff(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return isStaffRole(user?.role);
}

/** Every portal read and write calls this with the signed-in user: 401 without one, 403 for readers. */
export function assertStaff(user: SessionUser | null | undefined): asserts user is SessionUser {
  if (!user) throw new Unauthorized(LOG_IN_FOR_DASHBOARD);
  if (!isStaff(user)) throw new Forbidden("Your account does not have access to the editorial portal.");
  if (user.owesTwoFactor) throw new Forbidden(TWO_FACTOR_SETUP_OWED);
}

/** 401 without a user, 403 unless their role has `capability`. */
export function assertCan(
  user: SessionUser | null | undefined,
  capability: Capability,
): asserts user is SessionUser {
  assertStaff(user);
  if (!can(user.role, capability)) throw new Forbidden(NOT_ALLOWED[capability]);
}

const NOT_ALLOWED: Record<Capability, string> = {
  write: "Your account does not have access to the editorial portal.",
  editAny: "Only an editor can change someone else's piece.",
  publish: "Only an editor can publish. Submit it for review instead.",
  editPages: "Only an editor can change the site's pages.",
  breakingNews: "Only an editor can change breaking news.",
  mediaLibrary: "Only an editor can manage the media library.",
  people: "Only an editor can change people and bylines.",
  moderation: "Only an editor can moderate comments.",
  viewReadership: "Only an editor can see readership figures.",
  staff: "Only an admin can manage the staff.",
  settings: "Only an admin can change the settings.",
  newsletter: "Only an admin can send the newsletter.",
  backups: "Only an admin can manage backups.",
  audit: "Only an admin can read the audit log.",
};
