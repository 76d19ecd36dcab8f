import type { Route } from "./+types/admin.dashboard.readership";
import { MostReadList } from "~/components/portal/readership/most-read.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadMostRead } from "./admin.dashboard.readership.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Most read");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMostRead(request, context);
}

export default function MostRead({ loaderData }: Route.ComponentProps) {
  const { pieces, days } = loaderData;
  const timeZone = useTimeZone();
  return (
    <section
      aria-labelledby="most-read-heading"
      className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id="most-read-heading" className="font-serif text-3xl font-bold">
        Most read this week
      </h1>
      <p className="mt-2 max-w-3xl text-muted">
        Views of each piece in the last {days} days, today included, by the publication&apos;s days (
        {timeZone}). Counted without cookies or any record of the reader; search engines and other programs
        are left out.
      </p>
      <MostReadList pieces={pieces} />
    </section>
  );
}
