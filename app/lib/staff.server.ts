import { NOT_STAFF } from "#shared/roles.ts";
import { AUTHENTICATION_REQUIRED, LOG_IN_FOR_DASHBOARD } from "#shared/texts.ts";
import { redirect, type AppLoadContext } from "react-router";
import { assertCan, assertStaff, isStaff, type Capability } from "../../server/modules/accounts/policies.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { owesTwoFactorSetUp } from "../../server/modules/settings/staff-two-factor.ts";
import { advisersHaveEditorPowers } from "../../server/modules/settings/desk-settings.ts";
import { getCurrentUser } from "./auth.server.ts";
import { redirectWithFlash } from "./flash.server.ts";

/** Where a member of staff who owes their second factor sets it up (issue 26). */
export const TWO_FACTOR_SETUP_PATH = "/admin/two-factor";

/** The signed-in user with the request's address, and whether they owe a second factor (only asked
 * of staff: one query; not of a session the school's sign-in made with more than one factor, decision
 * 0066). assertStaff refuses a user who owes it. An adviser whom Settings gives an
 * editor's powers acts as an editor who is also the adviser (issue 38). */
async function portalUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const user = await getCurrentUser(request, context);
  if (!user || !isStaff(user)) return user;
  const { db } = context.services;
  const [owesTwoFactor, editorPowers] = await Promise.all([
    !user.schoolMultiFactor && owesTwoFactorSetUp(db, user.id),
    user.role === "adviser" && advisersHaveEditorPowers(db),
  ]);
  return {
    ...user,
    ip: context.clientIp,
    ...(owesTwoFactor ? { owesTwoFactor } : {}),
    ...(editorPowers ? { role: "editor" as const, adviser: true } : {}),
  };
}

/** For portal loaders: an anonymous visitor goes to /admin with 'Authentication required' (SPEC.md §2);
 * a signed-in reader gets 403; staff who must set up two-factor sign-in go to its set-up step. */
export async function requireStaffPage(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await portalUser(request, context);
  if (!user) {
    throw redirectWithFlash(context, "/admin", {
      title: AUTHENTICATION_REQUIRED,
      description: LOG_IN_FOR_DASHBOARD,
      variant: "destructive",
    });
  }
  if (!isStaff(user)) {
    throw new Response(NOT_STAFF, { status: 403 });
  }
  if (user.owesTwoFactor) throw redirect(TWO_FACTOR_SETUP_PATH);
  return user;
}

/** For portal actions and endpoints: Unauthorized (401) or Forbidden (403) as domain errors, which the
 * action's failure() answers; 403 too while the account owes its second factor. */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await portalUser(request, context);
  assertStaff(user);
  return user;
}

/** A portal page's domain read: its refusal (403, a role without the capability, a contributor opening
 * someone else's piece) is the page's answer, with the domain's message. */
export async function orRefused<T>(read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isDomainError(error) && error.status === 403) throw new Response(error.message, { status: 403 });
    throw error;
  }
}

/** For the loader of a section that needs `capability` (issue 26): requireStaffPage, then 403. */
export async function requireCanPage(
  request: Request,
  context: AppLoadContext,
  capability: Capability,
): Promise<SessionUser> {
  const user = await requireStaffPage(request, context);
  await orRefused(() => assertCan(user, capability));
  return user;
}
