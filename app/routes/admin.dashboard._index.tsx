import type { Route } from "./+types/admin.dashboard._index";
import { AdminHome } from "~/components/portal/home/admin-home.tsx";
import { DeskHome } from "~/components/portal/home/desk-home.tsx";
import { WriterHome } from "~/components/portal/home/writer-home.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { formatLongDate } from "#shared/dates.ts";
import { privateMeta } from "~/lib/meta.ts";
import { YearStartNotice } from "~/components/portal/school-year/year-start-notice.tsx";
import { homeAction, loadHomePage } from "./admin.dashboard._index.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Home");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHomePage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return homeAction(request, context);
}

/** Where every sign-in lands (issue 38): what the signed-in person should look at first, by role. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, yearStart } = loaderData;
  const timeZone = useTimeZone();
  const parts = { today: home.today, timeZone };
  return (
    <section aria-labelledby="home-heading" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 id="home-heading" className="font-serif text-3xl font-bold">
        Home
      </h1>
      <p className="mt-1 text-sm text-muted">{formatLongDate(`${home.today}T12:00:00Z`, "UTC")}</p>
      {yearStart && <YearStartNotice notice={yearStart} />}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        {home.writer && <WriterHome writer={home.writer} {...parts} />}
        {home.desk && <DeskHome desk={home.desk} {...parts} />}
        {home.admin && <AdminHome admin={home.admin} {...parts} />}
      </div>
    </section>
  );
}
