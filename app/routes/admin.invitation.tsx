import { useActionData, useNavigation } from "react-router";
import { ROLE_LABELS } from "#shared/roles.ts";
import type { Route } from "./+types/admin.invitation";
import { AdminSecondFactorForm } from "~/components/admin-access-forms.tsx";
import { InvitationSchoolButton, NewAccountForm, ReaderAccountForm } from "~/components/invitation-forms.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { CLOSED_INVITATION, NOT_A_SCHOOL_ADDRESS } from "#shared/invitation-texts.ts";
import { privateMeta } from "~/lib/meta.ts";
import { acceptInvitationAction, loadInvitation } from "./admin.invitation.server.ts";

/** The React app in the browser, not islands (decision 0063). */
export const handle = { app: true };

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Join the staff");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInvitation(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return acceptInvitationAction(request, context);
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="border border-rule bg-white p-8 shadow-sm">
        <h1 className="font-serif text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** The invitation's accept page (issue 26): who invited them and as what, then the account's form; or,
 * for a link that does not work, why and what to do. */
export default function AcceptInvitation({ loaderData }: Route.ComponentProps) {
  const { token, invitation, school } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  if (invitation.state !== "open") {
    const closed = CLOSED_INVITATION[invitation.state];
    return (
      <Frame title={closed.title}>
        <p className="mt-4">{closed.message}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="/admin" className={buttonClass("primary")}>
            Portal sign-in
          </a>
          <a href="/" className={buttonClass("secondary")}>
            Go to the homepage
          </a>
        </div>
      </Frame>
    );
  }
  const failed = result && !result.ok ? result : null;
  const errors = failed?.fields;
  const role = ROLE_LABELS[invitation.role];
  return (
    <Frame title="Join the editorial portal">
      <p className="mt-4">
        {invitation.inviter} invited <strong>{invitation.name}</strong> to join as <strong>{role}</strong>.
      </p>
      {failed && (
        <p role="alert" className="mt-4 border-l-4 border-accent bg-paper p-3 text-sm">
          {failed.error}
        </p>
      )}
      {school?.accepts && !result?.ok && (
        <InvitationSchoolButton token={token} label={school.label} passwords={school.passwords} />
      )}
      {result?.ok && result.secondFactorRequired ? (
        <>
          <p className="mt-4 text-sm">
            You have joined as {role}. Your account has two-factor sign-in: finish signing in with its code.
          </p>
          <AdminSecondFactorForm busy={busy} action="/admin" />
        </>
      ) : school && !school.passwords ? (
        !school.accepts && (
          <p role="alert" className="mt-4 border-l-4 border-accent bg-paper p-3 text-sm">
            {NOT_A_SCHOOL_ADDRESS(invitation.email)}
          </p>
        )
      ) : invitation.reader ? (
        <ReaderAccountForm
          token={token}
          busy={busy}
          errors={errors}
          email={invitation.email}
          needsUsername={invitation.needsUsername}
        />
      ) : (
        <NewAccountForm
          token={token}
          busy={busy}
          errors={errors}
          name={invitation.name}
          email={invitation.email}
        />
      )}
    </Frame>
  );
}
