import type { AppLoadContext } from "react-router";
import { ROLE_LABELS, type StaffRole } from "#shared/roles.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import {
  inviteStaff,
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from "../../server/modules/staff/invitations.ts";
import {
  changeRole,
  deactivateStaff,
  listStaff,
  reactivateStaff,
} from "../../server/modules/staff/members.ts";
import { handOverPublication } from "../../server/modules/staff/handover.ts";
import { schoolSignInConfig } from "../../server/modules/school-sign-in/config.ts";
import {
  approveSchoolRequest,
  listSchoolRequests,
  refuseSchoolRequest,
} from "../../server/modules/school-sign-in/requests.ts";
import { accountDeps } from "~/lib/auth.server.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

const SECTION = "/admin/dashboard/staff";

/** Staff (issue 26, admins only): every member with their role, status and last sign-in, and the
 * invitations waiting to be accepted. The domain refuses anyone else; the page answers that 403. */
export async function loadStaff(request: Request, context: AppLoadContext) {
  const actor = await requireStaffPage(request, context);
  const { db } = context.services;
  try {
    const [members, invitations, school] = await Promise.all([
      listStaff(db, actor),
      listPendingInvitations(db, actor),
      schoolSignInConfig(db),
    ]);
    const requests = school ? await listSchoolRequests(db, actor) : null;
    return { members, invitations, requests, selfId: actor.id };
  } catch (error) {
    if (isDomainError(error) && error.status === 403) throw new Response(error.message, { status: 403 });
    throw error;
  }
}

const label = (role: StaffRole) => ROLE_LABELS[role];

export function staffAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  // Nothing here shows on a public page: a deactivated person's bylines and author page stay.
  return runPortalAction(
    request,
    context,
    {
      invite: {
        changes: null,
        failure: "Invitation not sent",
        async run({ actor, form }) {
          const sent = await inviteStaff(await accountDeps(context), actor, form);
          return {
            title: "Invitation sent",
            description: `${sent.name} will get an e-mail at ${sent.email} with a link that works for 7 days.`,
          };
        },
      },
      resend: {
        changes: null,
        failure: "Invitation not sent",
        async run({ actor, form }) {
          const sent = await resendInvitation(await accountDeps(context), actor, form);
          return {
            title: "Invitation sent again",
            description: `A new link went to ${sent.email}. The link sent before no longer works.`,
          };
        },
      },
      revoke: {
        changes: null,
        failure: "Invitation not revoked",
        async run({ actor, form }) {
          const revoked = await revokeInvitation(db, actor, form);
          return {
            title: "Invitation revoked",
            description: `The link sent to ${revoked.email} no longer works.`,
          };
        },
      },
      role: {
        changes: null,
        failure: "Role not changed",
        async run({ actor, form }) {
          const done = await changeRole(db, actor, form);
          return done.changed
            ? { title: "Role changed", description: `${done.name} is now ${label(done.role)}.` }
            : { title: "Role unchanged", description: `${done.name} is ${label(done.role)} already.` };
        },
      },
      deactivate: {
        changes: null,
        failure: "Not deactivated",
        async run({ actor, form }) {
          const done = await deactivateStaff(db, actor, form);
          return {
            title: "Deactivated",
            description: `${done.name} has been signed out everywhere and cannot sign in. Their bylines stay.`,
          };
        },
      },
      "school-approve": {
        changes: null,
        failure: "Not approved",
        async run({ actor, form }) {
          const done = await approveSchoolRequest(db, actor, form);
          return {
            title: "Approved",
            description: `${done.name} is a contributor now and gets in with the school's sign-in.`,
          };
        },
      },
      "school-refuse": {
        changes: null,
        failure: "Not refused",
        async run({ actor, form }) {
          const done = await refuseSchoolRequest(db, actor, form);
          return { title: "Refused", description: `${done.name} does not get an account.` };
        },
      },
      handover: {
        changes: null,
        failure: "Not handed over",
        async run({ actor, form }) {
          const done = await handOverPublication(db, actor, form);
          return {
            toast: {
              title: "Handed over",
              description: `${done.name} is the admin and editor-in-chief now; you are ${done.then === "editor" ? "an editor" : "an alumnus"}.`,
            },
            more: { then: done.then },
          };
        },
      },
      reactivate: {
        changes: null,
        failure: "Not reactivated",
        async run({ actor, form }) {
          const done = await reactivateStaff(db, actor, form);
          return { title: "Reactivated", description: `${done.name} can sign in again.` };
        },
      },
    },
    SECTION,
  );
}
