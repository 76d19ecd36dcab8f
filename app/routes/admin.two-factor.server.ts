import type { AppLoadContext } from "react-router";
import { NOT_STAFF } from "#shared/roles.ts";
import { assertStaff, isStaff } from "../../server/modules/accounts/policies.ts";
import { owesTwoFactorSetUp } from "../../server/modules/settings/staff-two-factor.ts";
import { Invalid } from "../../server/modules/errors.ts";
import { failure } from "~/lib/answer.server.ts";
import { getCurrentUser } from "~/lib/auth.server.ts";
import { redirectWithFlash } from "~/lib/flash.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { twoFactorSetUpStep } from "~/lib/two-factor.server.ts";

/** A signed-in member of staff: this page is theirs whether or not they owe the set-up. */
async function staffMember(request: Request, context: AppLoadContext) {
  const user = await getCurrentUser(request, context);
  if (!user)
    throw redirectWithFlash(context, "/admin", {
      title: "Please sign in",
      description: "Sign in to set up two-factor sign-in.",
      variant: "destructive",
    });
  if (!isStaff(user)) throw new Response(NOT_STAFF, { status: 403 });
  return user;
}

/** /admin/two-factor: the set-up a member of staff owes while Settings requires two-factor sign-in and
 * their account has none. Once it is on (or when nothing is owed), the page says so and leads on to the
 * portal; it does not redirect, so the recovery codes of the confirming answer stay on screen. */
export async function loadTwoFactorSetUp(request: Request, context: AppLoadContext) {
  const user = await staffMember(request, context);
  return {
    owes: await owesTwoFactorSetUp(context.services.db, user.id),
    name: user.username ?? user.name ?? user.email,
  };
}

export async function twoFactorSetUpAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  try {
    // 401 without a session, 403 for a reader; owing the set-up is what this page is for.
    const user = await getCurrentUser(request, context);
    assertStaff(user);
    const step = await twoFactorSetUpStep(context, user, form);
    if (!step) throw new Invalid("Unknown request");
    return step;
  } catch (error) {
    return failure(error);
  }
}
