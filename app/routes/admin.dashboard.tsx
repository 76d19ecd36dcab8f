import { Form, Outlet } from "react-router";
import type { Route } from "./+types/admin.dashboard";
import { privateMeta } from "~/lib/meta.ts";
import { dashboardAction, loadDashboard } from "./admin.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Admin dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDashboard(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return dashboardAction(request, context);
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { username, counts } = loaderData;
  const tiles = [
    ["Articles", counts.articleCount],
    ["Creative pieces", counts.creativeCount],
    ["Breaking news items", counts.breakingCount],
    ["Reader comments", counts.commentCount],
    ["Newsletter subscribers", counts.subscriberCount],
  ] as const;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-rule pb-4">
        <h1 className="font-serif text-3xl font-bold">Admin dashboard</h1>
        <div className="flex items-center gap-3 text-sm">
          <span>
            Logged in as <strong>{username}</strong>
          </span>
          <Form method="post">
            <input type="hidden" name="intent" value="logout" />
            <button
              type="submit"
              className="min-h-11 border border-ink px-4 py-2 font-semibold hover:bg-ink hover:text-white"
            >
              Logout
            </button>
          </Form>
        </div>
      </div>
      <h2 className="mt-8 font-serif text-xl font-bold">The publication at a glance</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {tiles.map(([label, value]) => (
          <div key={label} className="border border-rule bg-white p-5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 font-serif text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8">
        <Outlet />
      </div>
    </section>
  );
}
