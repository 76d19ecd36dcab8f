import { data, redirect, type AppLoadContext } from "react-router";
import { adminExists, createFirstAdmin } from "../../server/modules/accounts/first-run.ts";
import { signInToPortal, signOut } from "../../server/modules/accounts/portal-sign-in.ts";
import { isStaff } from "../../server/modules/accounts/policies.ts";
import { clearSessionCookie, sessionCookie, sessionTokenFrom } from "../../server/http/cookies.ts";
import { failure } from "~/lib/answer.server.ts";
import { completePendingSignIn, getCurrentUser } from "~/lib/auth.server.ts";
import { redirectWithFlash } from "~/lib/flash.server.ts";
import { readForm } from "~/lib/form.server.ts";

const staffName = (user: { username: string | null; name: string | null; email: string }) =>
  user.username ?? user.name ?? user.email.split("@")[0]!;

/** /admin: the login form, or while no admin exists the form that creates the first one. */
export async function loadAdminLogin(request: Request, context: AppLoadContext) {
  const user = await getCurrentUser(request, context);
  if (isStaff(user)) throw redirect("/admin/dashboard");
  return { setup: !(await adminExists(context.services.db)) };
}

const welcome = (context: AppLoadContext, name: string, cookie: string) =>
  redirectWithFlash(
    context,
    "/admin/dashboard",
    { title: "Login successful", description: `Welcome back, ${name}!` },
    { "Set-Cookie": cookie },
  );

/** Portal sign-in (SPEC.md §2 'Admin login'), then the second factor when the account has one; or, on
 * a fresh installation, the first admin (first-run.ts), signed in at once. */
export async function adminLoginAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const userAgent = request.headers.get("user-agent");
  try {
    if (form.intent === "setup") {
      const created = await createFirstAdmin(context.services, form, { ip: context.clientIp, userAgent });
      return welcome(
        context,
        staffName(created.user),
        sessionCookie(request, created.token, created.expiresAt),
      );
    }
    if (form.intent === "second-factor") {
      const { user, cookie } = await completePendingSignIn(request, context, form);
      return welcome(context, staffName(user), cookie);
    }
    const result = await signInToPortal(context.services, form, { ip: context.clientIp, userAgent });
    const cookie = sessionCookie(request, result.token, result.expiresAt);
    if (result.secondFactorRequired) {
      return data({ ok: true as const, secondFactorRequired: true }, { headers: { "Set-Cookie": cookie } });
    }
    return welcome(context, result.name, cookie);
  } catch (error) {
    return failure(error);
  }
}

/** POST /admin/logout: ends the session and goes back to /admin with 'Logged out'. */
export async function adminLogoutAction(request: Request, context: AppLoadContext) {
  await signOut(context.services.db, sessionTokenFrom(request), context.clientIp);
  return redirectWithFlash(
    context,
    "/admin",
    { title: "Logged out", description: "You have been successfully logged out" },
    { "Set-Cookie": clearSessionCookie(request) },
  );
}
