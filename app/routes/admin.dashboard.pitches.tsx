import type { Route } from "./+types/admin.dashboard.pitches";
import { PitchForm } from "~/components/portal/desk/pitch-form.tsx";
import { MyPitches, WaitingPitches } from "~/components/portal/desk/pitch-lists.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadPitches, pitchesAction } from "./admin.dashboard.pitches.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Pitches");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPitches(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return pitchesAction(request, context);
}

/** Pitch a story; editors answer the waiting ones (issue 38). */
export default function Pitches({ loaderData }: Route.ComponentProps) {
  const { waiting, mine, mayAnswer } = loaderData;
  return (
    <section
      aria-labelledby="pitches-heading"
      className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id="pitches-heading" className="font-serif text-3xl font-bold">
        Pitches
      </h1>
      <p className="mt-2 max-w-3xl text-muted">
        Pitch a story to the editors. An accepted pitch becomes an assignment on the budget; you are told each
        answer.
      </p>
      <div className="mt-6 grid gap-6">
        <SettingsCard id="pitch" title="Pitch a story">
          <PitchForm />
        </SettingsCard>
        {mayAnswer && (
          <section aria-labelledby="waiting-heading">
            <h2 id="waiting-heading" className="font-serif text-2xl font-bold">
              Waiting for an answer
            </h2>
            <div className="mt-3">
              <WaitingPitches pitches={waiting} />
            </div>
          </section>
        )}
        <section aria-labelledby="mine-heading">
          <h2 id="mine-heading" className="font-serif text-2xl font-bold">
            Your pitches
          </h2>
          <div className="mt-3">
            <MyPitches pitches={mine} />
          </div>
        </section>
      </div>
    </section>
  );
}
