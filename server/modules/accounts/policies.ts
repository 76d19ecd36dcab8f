import { LOG_IN_FOR_DASHBOARD, TWO_FACTOR_SETUP_OWED } from "#shared/texts.ts";
import { can, isStaffRole, NOT_STAFF, refusalFor, type Capability } from "#shared/roles.ts";
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
  if (!isStaff(user)) throw new Forbidden(NOT_STAFF);
  if (user.owesTwoFactor) throw new Forbidden(TWO_FACTOR_SETUP_OWED);
}

/** 401 without a user, 403 unless their role has `capability`. */
export function assertCan(
  user: SessionUser | null | undefined,
  capability: Capability,
): asserts user is SessionUser {
  assertStaff(user);
  if (!can(user.role, capability)) throw new Forbidden(refusalFor(user.role, capability));
}
