import { data, redirect, type AppLoadContext } from "react-router";
import { count } from "drizzle-orm";
import { signInStaff } from "../../server/modules/accounts/staff-sign-in.ts";
import {
  clearSessionCookie,
  destroySession,
  sessionCookie,
  sessionTokenFrom,
} from "../../server/modules/accounts/sessions.ts";
import {
  articles,
  breakingNews,
  comments,
  creativePieces,
  newsletterSubscriptions,
} from "../../server/db/schema.ts";
import { failure } from "~/lib/action-errors.server.ts";
import { completePendingSignIn, getCurrentUser, secureCookies } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

const staffName = (user: { username: string | null; name: string | null; email: string }) =>
  user.username ?? user.name ?? user.email.split("@")[0]!;

export async function loadAdminLogin(request: Request, context: AppLoadContext) {
  const user = await getCurrentUser(request, context);
  if (user?.role === "admin") throw redirect("/admin/dashboard");
  return null;
}

/** Portal sign-in (SPEC.md §2 'Admin login'), then the second factor when the account has one. */
export async function adminLoginAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
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

export async function loadDashboard(request: Request, context: AppLoadContext) {
  const user = await requireStaffPage(request, context);
  const { db } = context.services;
  const total = async (
    table:
      | typeof articles
      | typeof creativePieces
      | typeof breakingNews
      | typeof comments
      | typeof newsletterSubscriptions,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  const [articleCount, creativeCount, breakingCount, commentCount, subscriberCount] = await Promise.all([
    total(articles),
    total(creativePieces),
    total(breakingNews),
    total(comments),
    total(newsletterSubscriptions),
  ]);
  return {
    username: staffName(user),
    counts: { articleCount, creativeCount, breakingCount, commentCount, subscriberCount },
  };
}

export async function dashboardAction(request: Request, context: AppLoadContext) {
  await requireStaffPage(request, context);
  const form = await readForm(request);
  if (form.intent !== "logout") return data({ ok: false, error: "Unknown request" }, { status: 400 });
  await destroySession(context.services.db, sessionTokenFrom(request));
  context.setFlash({ title: "Logged out", description: "You have been successfully logged out" });
  return redirect("/admin", { headers: { "Set-Cookie": clearSessionCookie(secureCookies(context)) } });
}
