import { Link } from "react-router";
import type { Route } from "./+types/staff";
import { OtherYears, SameYearLink } from "~/components/school-year-links.tsx";
import { TeamGrid } from "~/components/team-card.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadStaffPage } from "./staff.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadStaffPage(context, params.year);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  !data || data.kind === "missing"
    ? pageMeta(matches, { title: "School year not found" })
    : pageMeta(matches, {
        title: `Staff ${data.year.name}`,
        description: `The masthead of the ${data.year.name} school year.`,
      });

/** A school year's masthead (issue 40): this year's at /staff, any past year's at /staff/2024-25. */
export default function StaffPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing")
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-serif text-4xl font-bold">School year not found</h1>
        <p className="mt-4 text-muted">A school year's address looks like /staff/2024-25.</p>
        <Link to="/staff" className="mt-8 inline-block font-semibold text-accent underline">
          This year's staff
        </Link>
      </section>
    );
  const { year, current, members, years } = loaderData;
  const others = years.filter((y) => y.start !== year.start);
  return (
    <section aria-labelledby="staff-heading" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 id="staff-heading" className="font-serif text-3xl font-bold sm:text-4xl">
        Staff {year.name}
      </h1>
      <p className="mt-2 text-muted">
        {current ? "This school year's masthead." : `The masthead of the ${year.name} school year.`}
      </p>
      <div className="mt-8">
        {members.length > 0 ? <TeamGrid team={members} /> : <p>No masthead is kept for {year.name}.</p>}
      </div>
      <p className="mt-8">
        <SameYearLink to={`/archive/${year.slug}`}>Everything published in {year.name}</SameYearLink>
      </p>
      <OtherYears id="staff-years" links={others.map((y) => ({ to: `/staff/${y.slug}`, label: y.name }))} />
    </section>
  );
}
