import type { Route } from "./+types/admin.dashboard.rollover";
import { RolloverPreview, UndoRollover } from "~/components/portal/school-year/rollover.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadRollover, rolloverAction } from "./admin.dashboard.rollover.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "School year rollover");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRollover(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return rolloverAction(request, context);
}

/** The school year's rollover (issue 40): the preview, the confirmation, and the undo. */
export default function Rollover({ loaderData }: Route.ComponentProps) {
  const { plan, last } = loaderData;
  const fetcher = usePortalFetcher();
  return (
    <section
      aria-labelledby="rollover-heading"
      className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id="rollover-heading" className="font-serif text-3xl font-bold">
        School year rollover
      </h1>
      <div className="mt-6 space-y-6">
        {last && <UndoRollover last={last} fetcher={fetcher} />}
        {/* Once a year: after a rollover, its undo is the page's only action until it can no longer be undone. */}
        {!last || last.toYear !== plan.fromYear ? <RolloverPreview plan={plan} fetcher={fetcher} /> : null}
      </div>
    </section>
  );
}
