import type { Route } from "./+types/admin.dashboard.audit";
import { AuditEntries, AuditFilters, AuditPages } from "~/components/portal/audit-log.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadAuditLog } from "./admin.dashboard.audit.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAuditLog(request, context);
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, typed, problem, actors, actions, next, continued } = loaderData;
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="audit-heading" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 id="audit-heading" className="font-serif text-3xl font-bold">
        Audit log
      </h1>
      <p className="mt-2 max-w-3xl text-muted">
        Who did what in the portal, when and from which address: sign-ins, publishing, staff and settings
        changes. Times are in the publication&apos;s time zone ({timeZone}). Passwords, codes and links are
        never recorded.
      </p>
      <AuditFilters typed={typed} actions={actions} actors={actors} />
      <div role="status" className="mt-6">
        {problem ? (
          <p className="border-l-4 border-accent bg-white p-3">{problem}</p>
        ) : entries.length === 0 ? (
          <p className="text-muted">No entries match these filters.</p>
        ) : (
          <p className="sr-only">{`${entries.length} entries shown`}</p>
        )}
      </div>
      {entries.length > 0 && (
        <div className="mt-2">
          <AuditEntries entries={entries} timeZone={timeZone} />
        </div>
      )}
      <AuditPages typed={typed} next={next} continued={continued} />
    </section>
  );
}
