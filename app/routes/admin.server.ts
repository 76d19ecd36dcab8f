import { data, redirect, type AppLoadContext } from "react-router";
import { signInStaff } from "../../server/modules/accounts/staff-sign-in.ts";
import { sessionCookie } from "../../server/modules/accounts/sessions.ts";
import { failure } from "~/lib/action-errors.server.ts";
import { completePendingSignIn, getCurrentUser, secureCookies } from "~/lib/auth.server.ts";

const staffName = (user: { username: string | null; name: string | null; email: string }) =>
  user.username ?? user.name ?? user.email.split("@")[0]!;

export async function loadAdminLogin(request: Request, context: AppLoadContext) {
  const user = await getCurrentUser(request, context);
  if (user?.role === "admin") throw redirect("/admin/dashboard");
  return null;
}

/** Portal sign-in (SPEC.md §2 'Admin login'), then the second factor when the account has one. */
export async function adminLoginAction(request: Request, context: AppLoadContext) {
  const form = Object.fromEntries(await request.formData());
  const secure = secureCookies(context);
  const userAgent = request.headers.get("user-agent");
  try {
    if (form.intent === "second-factor") {
      const { user, cookie } = await completePendingSignIn(request, context, form);
      context.setFlash({ title: "Login successful", description: `Welcome back, ${staffName(user)}!` });
      return redirect("/admin/dashboard", { headers: { "Set-Cookie": cookie } });
    }
    const result = await signInStaff(context.services, form, { ip: context.clientIp, userAgent });
    const cookie = sessionCookie(result.token, result.expiresAt, secure);
    if (result.secondFactorRequired) {
      return data({ ok: true as const, secondFactorRequired: true }, { headers: { "Set-Cookie": cookie } });
    }
    context.setFlash({ title: "Login successful", description: `Welcome back, ${result.name}!` });
    return redirect("/admin/dashboard", { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    return failure(error);
  }
}
