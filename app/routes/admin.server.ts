import { data, redirect, type AppLoadContext } from "react-router";
import { adminExists, createFirstAdmin } from "../../server/modules/accounts/first-run.ts";
import { offerFor } from "../../server/modules/demo/start.ts";
import { signInToPortal, signOut } from "../../server/modules/accounts/portal-sign-in.ts";
import { isStaff } from "../../server/modules/accounts/policies.ts";
import {
  clearSessionCookie,
  readCookie,
  sessionCookie,
  sessionTokenFrom,
} from "../../server/http/cookies.ts";
import { schoolSignInButton } from "../../server/modules/school-sign-in/config.ts";
import { failure } from "~/lib/answer.server.ts";
import { completePendingSignIn, getCurrentUser } from "~/lib/auth.server.ts";
import { redirectWithFlash } from "~/lib/flash.server.ts";
import { linkIfOffered } from "~/lib/school-link.server.ts";
import { readForm } from "~/lib/form.server.ts";

const staffName = (user: { username: string | null; name: string | null; email: string }) =>
  user.username ?? user.name ?? user.email.split("@")[0]!;

/** /admin: the login form with the school's sign-in button when it is set up (decision 0066), or while
 * no admin exists the form that creates the first one. */
export async function loadAdminLogin(request: Request, context: AppLoadContext) {
  const user = await getCurrentUser(request, context);
  if (isStaff(user)) throw redirect("/admin/dashboard");
  const { db } = context.services;
  const [exists, school] = await Promise.all([adminExists(db), schoolSignInButton(db)]);
  const setup = !exists;
  return {
    setup,
    school,
    linking: Boolean(readCookie(request, "bt_school_link")),
    offer: setup ? offerFor(context.services.config.seedDemo) : null,
  };
}

/** The first admin's welcome (not 'back'), with where to begin after the setup page's choice. */
const FIRST_STEPS = {
  empty: "Your publication starts empty: write its pages in Pages, and invite your staff from Staff.",
  demo: "The demo content is there to explore; remove it in Settings → Demo content before you publish.",
} as const;

const firstWelcome = (name: string, started: "empty" | "demo" | null) => ({
  title: "Admin account created",
  description: [`Welcome, ${name}!`, started && FIRST_STEPS[started]].filter(Boolean).join(" "),
});

const welcome = (
  context: AppLoadContext,
  name: string,
  cookie: string,
  linked?: string | null,
  flash = { title: "Login successful", description: `Welcome back, ${name}!` },
) => {
  context.setFlash(flash);
  const headers = new Headers({ "X-Remix-Revalidate": "yes", "Set-Cookie": cookie });
  if (linked) headers.append("Set-Cookie", linked);
  return redirect("/admin/dashboard", { headers });
};

/** Portal sign-in (SPEC.md §2 'Admin login'), then the second factor when the account has one; or, on
 * a fresh installation, the first admin (first-run.ts), signed in at once. */
export async function adminLoginAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const userAgent = request.headers.get("user-agent");
  try {
    if (form.intent === "setup") {
      const created = await createFirstAdmin(context.services, form, { ip: context.clientIp, userAgent });
      // Every public page changes: the demo's content, or the publication pages emptied.
      if (created.started) context.pagesChanged("everything");
      const name = staffName(created.user);
      const cookie = sessionCookie(request, created.token, created.expiresAt);
      return welcome(context, name, cookie, null, firstWelcome(name, created.started));
    }
    if (form.intent === "second-factor") {
      const { user, cookie } = await completePendingSignIn(request, context, form);
      return welcome(context, staffName(user), cookie, await linkIfOffered(request, context, user.id));
    }
    const result = await signInToPortal(context.services, form, { ip: context.clientIp, userAgent });
    const cookie = sessionCookie(request, result.token, result.expiresAt);
    if (result.secondFactorRequired) {
      return data({ ok: true as const, secondFactorRequired: true }, { headers: { "Set-Cookie": cookie } });
    }
    return welcome(context, result.name, cookie, await linkIfOffered(request, context, result.userId));
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
