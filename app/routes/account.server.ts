import { redirect, type AppLoadContext } from "react-router";
import {
  confirmEnrollment,
  hasVerifiedFactor,
  removeFactor,
  startEnrollment,
} from "../../server/modules/accounts/totp.ts";
import { Invalid } from "../../server/modules/errors.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { failure } from "~/lib/answer.server.ts";
import { getCurrentUser } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/form.server.ts";

async function signedIn(request: Request, context: AppLoadContext) {
  const user = await getCurrentUser(request, context);
  if (!user) throw redirect("/");
  return user;
}

export async function loadAccount(request: Request, context: AppLoadContext) {
  const user = await signedIn(request, context);
  return {
    name: user.name,
    email: user.email,
    twoFactor: await hasVerifiedFactor(context.services.db, user.id),
  };
}

export async function accountAction(request: Request, context: AppLoadContext) {
  const user = await signedIn(request, context);
  const { db, limits } = context.services;
  const form = await readForm(request);
  try {
    switch (form.intent) {
      case "enroll": {
        const { siteName } = await getSiteIdentity(db);
        return { ok: true as const, enrollment: await startEnrollment(db, user, siteName) };
      }
      case "confirm":
        await confirmEnrollment(db, limits, { userId: user.id, ip: context.clientIp }, form);
        return {
          ok: true as const,
          message: "Two-factor sign-in is on. You will be asked for a code when you sign in.",
        };
      case "remove":
        await removeFactor(db, limits, { userId: user.id, ip: context.clientIp }, form);
        return { ok: true as const, message: "Two-factor sign-in is off." };
      default:
        throw new Invalid("Unknown request");
    }
  } catch (error) {
    return failure(error);
  }
}
