import { redirect, type AppLoadContext } from "react-router";
import { recoveryCodesLeft } from "../../server/modules/accounts/recovery-codes.ts";
import {
  hasVerifiedFactor,
  regenerateRecoveryCodes,
  removeFactor,
} from "../../server/modules/accounts/totp.ts";
import { Invalid } from "../../server/modules/errors.ts";
import { failure } from "~/lib/answer.server.ts";
import { getCurrentUser } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { twoFactorSetUpStep } from "~/lib/two-factor.server.ts";

async function signedIn(request: Request, context: AppLoadContext) {
  const user = await getCurrentUser(request, context);
  if (!user) throw redirect("/");
  return user;
}

export async function loadAccount(request: Request, context: AppLoadContext) {
  const user = await signedIn(request, context);
  const { db } = context.services;
  return {
    name: user.name,
    email: user.email,
    twoFactor: await hasVerifiedFactor(db, user.id),
    recoveryCodesLeft: await recoveryCodesLeft(db, user.id),
  };
}

export async function accountAction(request: Request, context: AppLoadContext) {
  const user = await signedIn(request, context);
  const { db, limits } = context.services;
  const form = await readForm(request);
  const from = { userId: user.id, ip: context.clientIp };
  try {
    const step = await twoFactorSetUpStep(context, user, form);
    if (step) return step;
    switch (form.intent) {
      case "remove":
        await removeFactor(db, limits, from, form);
        return { ok: true as const, message: "Two-factor sign-in is off." };
      case "recovery-codes": {
        const { recoveryCodes } = await regenerateRecoveryCodes(db, limits, from, form);
        return {
          ok: true as const,
          message: "New recovery codes are made. The old ones no longer work.",
          recoveryCodes,
        };
      }
      default:
        throw new Invalid("Unknown request");
    }
  } catch (error) {
    return failure(error);
  }
}
