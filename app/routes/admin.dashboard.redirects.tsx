import type { Route } from "./+types/admin.dashboard.redirects";
import { AddRedirectForm } from "~/components/portal/redirects/add-form.tsx";
import { RedirectsCsvForm } from "~/components/portal/redirects/csv-form.tsx";
import { RedirectsList } from "~/components/portal/redirects/list.tsx";
import { OldAddressesList } from "~/components/portal/redirects/old-addresses.tsx";
import { TestRedirectForm } from "~/components/portal/redirects/test-form.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadRedirects, redirectsAction } from "./admin.dashboard.redirects.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Redirects");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRedirects(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return redirectsAction(request, context);
}

/** Settings → Redirects (issue 40, decision 0069): add, test, remove and import redirects; each counts
 * its hits. Below them, the imported old addresses with theirs, read only. */
export default function Redirects({ loaderData }: Route.ComponentProps) {
  return (
    <section
      aria-labelledby="redirects-heading"
      className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id="redirects-heading" className="font-serif text-3xl font-bold">
        Redirects
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Send readers who follow an old link to where the page is now. Addresses with a trailing slash and the
        old addresses of imported posts and pages are redirected without a rule.
      </p>
      <div className="mt-6 grid gap-6">
        <AddRedirectForm />
        <TestRedirectForm />
        <RedirectsCsvForm />
      </div>
      <RedirectsList redirects={loaderData.redirects} />
      <OldAddressesList path="/admin/dashboard/redirects" q={loaderData.q} list={loaderData.old} />
    </section>
  );
}
