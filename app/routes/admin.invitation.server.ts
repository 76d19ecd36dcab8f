import { data, type AppLoadContext } from "react-router";
import { ROLE_LABELS } from "#shared/roles.ts";
import { sessionCookie } from "../../server/http/cookies.ts";
import { invitationSchoolButton } from "../../server/modules/school-sign-in/config.ts";
import { acceptInvitation, viewInvitation } from "../../server/modules/staff/accept.ts";
import { failure } from "~/lib/answer.server.ts";
import { redirectWithFlash } from "~/lib/flash.server.ts";
import { readForm } from "~/lib/form.server.ts";

/** /admin/invitation?token=…: the invitation the link opens, or why it does not work; and the school's
 * sign-in, when it is set up, to accept it with (decision 0066). */
export async function loadInvitation(request: Request, context: AppLoadContext) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  const { db } = context.services;
  const invitation = await viewInvitation(db, token);
  const school = invitation.state === "open" ? await invitationSchoolButton(db, invitation.email) : null;
  return { token, invitation, school };
}

/** Accepts the invitation and signs the new member of staff in to the portal; an account with
 * two-factor sign-in then gives its code to /admin's second step. */
export async function acceptInvitationAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  try {
    const done = await acceptInvitation(context.services, form, {
      ip: context.clientIp,
      userAgent: request.headers.get("user-agent"),
    });
    const cookie = sessionCookie(request, done.token, done.expiresAt);
    if (done.secondFactorRequired) {
      return data({ ok: true as const, secondFactorRequired: true }, { headers: { "Set-Cookie": cookie } });
    }
    return redirectWithFlash(
      context,
      "/admin/dashboard",
      {
        title: "Welcome to the staff",
        description: `You joined as ${ROLE_LABELS[done.role]}, ${done.name}.`,
      },
      { "Set-Cookie": cookie },
    );
  } catch (error) {
    return failure(error);
  }
}
