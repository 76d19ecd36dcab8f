import { LOG_IN_FOR_DASHBOARD } from "#shared/texts.ts";
import { Forbidden, Unauthorized } from "../errors.ts";
import type { SessionUser } from "./sessions.ts";

/** Who may use the editorial portal: today the admin role (SPEC.md §6 knows one staff role). */
export function isStaff(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === "admin";
}

/** Every portal read and write calls this with the signed-in user: 401 without one, 403 for readers. */
export function assertStaff(user: SessionUser | null | undefined): asserts user is SessionUser {
  if (!user) throw new Unauthorized(LOG_IN_FOR_DASHBOARD);
  if (!isStaff(user)) throw new Forbidden("Your account does not have access to the editorial portal.");
}
