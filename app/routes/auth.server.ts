import { PASSWORDS_DIFFER, PASSWORD_UPDATED } from "#shared/texts.ts";
import { data, type AppLoadContext } from "react-router";
import { redirectToPage } from "~/lib/flash.server.ts";
import { requestPasswordReset, resetPassword } from "../../server/modules/accounts/password-reset.ts";
import { verifyEmail } from "../../server/modules/accounts/sign-up.ts";
import { Invalid } from "../../server/modules/errors.ts";
import { failure } from "~/lib/answer.server.ts";
import { accountDeps } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/form.server.ts";

export async function verifyEmailAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const result = await verifyEmail(context.services, form.token || null);
  context.setFlash(
    result.ok
      ? {
          title: "Email verified successfully",
          description: "Your account has been verified. You can now log in.",
        }
      : { title: "Verification failed", description: result.reason, variant: "destructive" },
  );
  return redirectToPage("/?signin=1");
}

export const RESET_SENT =
  "If an account exists for that email, we have sent it a link to reset the password. The link expires in one hour.";

export async function forgotPasswordAction(request: Request, context: AppLoadContext) {
  try {
    await requestPasswordReset(await accountDeps(context), await readForm(request), context.clientIp);
    return data({ ok: true as const, message: RESET_SENT });
  } catch (error) {
    return failure(error);
  }
}

export async function resetPasswordAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  try {
    if (form.password !== form.confirm) throw new Invalid(PASSWORDS_DIFFER);
    await resetPassword(context.services, form, context.clientIp);
  } catch (error) {
    return failure(error);
  }
  context.setFlash({
    title: PASSWORD_UPDATED,
    description: "Your password has been changed. Please sign in.",
  });
  return redirectToPage("/?signin=1");
}
