import { DELETE_ACCOUNT_TEXTS } from "#shared/schemas/delete-account.ts";
import { DEFAULT_DELETED_READER_CHOICE } from "#shared/deleted-readers.ts";
import type { AppLoadContext } from "react-router";
import { clearSessionCookie } from "../../server/http/cookies.ts";
import { deleteOwnAccount } from "../../server/modules/accounts/delete-account.ts";
import { exportOwnData } from "../../server/modules/accounts/export-data.ts";
import { isStaff } from "../../server/modules/accounts/policies.ts";
import { recoveryCodesLeft } from "../../server/modules/accounts/two-factor/recovery-codes.ts";
import { deletedReaderChoice } from "../../server/modules/settings/deleted-readers.ts";
import {
  hasVerifiedFactor,
  regenerateRecoveryCodes,
  removeFactor,
} from "../../server/modules/accounts/two-factor/totp.ts";
import { Invalid } from "../../server/modules/errors.ts";
import { failure, NO_STORE } from "~/lib/answer.server.ts";
import { getCurrentUser, getSession, requireUser } from "~/lib/auth.server.ts";
import { redirectToPage, redirectWithFlash } from "~/lib/flash.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { twoFactorSetUpStep } from "~/lib/two-factor.server.ts";

async function signedIn(request: Request, context: AppLoadContext) {
  const user = await getCurrentUser(request, context);
  if (!user) throw redirectToPage("/");
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
    staff: isStaff(user),
    deletedComments: isStaff(user) ? DEFAULT_DELETED_READER_CHOICE : await deletedReaderChoice(db),
  };
}

/** /account/data: everything the site keeps about the signed-in user, as a JSON file to download
 * (issue 28); 401 to anyone else. */
export async function downloadOwnData(request: Request, context: AppLoadContext) {
  try {
    const user = await requireUser(request, context);
    const body = await exportOwnData(context.services.db, user.id);
    const day = body.exportedAt.toISOString().slice(0, 10);
    return new Response(JSON.stringify(body, null, 2), {
      headers: {
        ...NO_STORE,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="your-data-${day}.json"`,
      },
    });
  } catch (error) {
    return failure(error);
  }
}

/** Delete your account: signed out, the account gone, and back to the front page with a toast. The
 * pages of the articles whose comments or likes it took change (decision 0016). */
async function deleteAccount(request: Request, context: AppLoadContext, form: Record<string, string>) {
  const session = await getSession(request, context);
  if (!session) throw redirectToPage("/");
  const { articleIds } = await deleteOwnAccount(context.services.db, session, form, context.services.limits);
  for (const article of articleIds) context.pagesChanged({ article });
  return redirectWithFlash(
    context,
    "/",
    { title: DELETE_ACCOUNT_TEXTS.deleted, description: "Thank you for reading." },
    { "Set-Cookie": clearSessionCookie(request) },
  );
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
      case "delete-account":
        return await deleteAccount(request, context, form);
      default:
        throw new Invalid("Unknown request");
    }
  } catch (error) {
    return failure(error);
  }
}
