import type { Route } from "./+types/admin.dashboard.staff";
import { STAFF_HEADING } from "~/components/portal/staff/parts.tsx";
import { StaffInvitations } from "~/components/portal/staff/invitations.tsx";
import { StaffInviteForm } from "~/components/portal/staff/invite.tsx";
import { StaffMembers } from "~/components/portal/staff/members.tsx";
import { StaffHandover } from "~/components/portal/staff/handover.tsx";
import { SchoolRequests } from "~/components/portal/staff/school-requests.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadStaff, staffAction } from "./admin.dashboard.staff.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Staff");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStaff(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return staffAction(request, context);
}

/** Staff (issue 26): invite by e-mail, the invitations waiting, and every member of staff. */
export default function Staff({ loaderData }: Route.ComponentProps) {
  const { members, invitations, requests, selfId } = loaderData;
  return (
    <section aria-labelledby={STAFF_HEADING} className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 id={STAFF_HEADING} tabIndex={-1} className="font-serif text-3xl font-bold outline-none">
        Staff
      </h1>
      <p className="mt-2 text-sm text-muted">
        At the end of a school year, the{" "}
        <a
          href="/admin/dashboard/rollover"
          className="font-semibold text-accent underline underline-offset-2"
        >
          school year rollover
        </a>{" "}
        makes the graduates alumni and starts the new masthead.
      </p>
      <div className="mt-6 space-y-6">
        <StaffInviteForm />
        {requests && <SchoolRequests requests={requests} />}
        <StaffInvitations invitations={invitations} />
        <StaffMembers members={members} selfId={selfId} />
        <StaffHandover members={members} selfId={selfId} />
      </div>
    </section>
  );
}
