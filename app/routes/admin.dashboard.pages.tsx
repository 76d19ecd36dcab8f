import type { Route } from "./+types/admin.dashboard.pages";
import {
  ManageActionsCell,
  ManageCell,
  ManageRow,
  ManageTable,
  ManageTitleCell,
} from "~/components/portal/manage/table.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { EditLink } from "~/components/portal/manage/row-actions.tsx";
import { formatDateTime } from "#shared/local-time.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadPagesList } from "./admin.dashboard.pages.server.ts";

const PAGES_PATH = "/admin/dashboard/pages";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Pages");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPagesList(request, context);
}

const COLUMNS = ["Page", "Address", "Last changed", "Actions"] as const;

/** Pages (issue 27, decision 0047): About, Contact, the policies, Careers and Advertise, each opened in
 * the one editor. */
export default function Pages({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="pages-heading" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 id="pages-heading" className="font-serif text-3xl font-bold">
        Pages
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        The pages linked from the foot of every page. Open one to change its text: it saves as you type, keeps
        every version in History, and readers see your changes when you press Update.
      </p>
      <div className="mt-6">
        <ManageTable caption="The site's pages" columns={COLUMNS}>
          {loaderData.pages.map((page) => (
            <ManageRow key={page.id}>
              <ManageTitleCell>
                {page.title}
                {page.empty && (
                  <span className="mt-1 block font-sans text-xs font-normal text-muted">
                    Empty: readers see only its title. Open it to write it.
                  </span>
                )}
                {page.hasPending && (
                  <span className="mt-1 block font-sans text-xs font-semibold text-accent">
                    Changes not yet updated
                  </span>
                )}
              </ManageTitleCell>
              <ManageCell label="Address">
                <a href={`/${page.slug}`} className="text-accent underline underline-offset-2">
                  /{page.slug}
                </a>
              </ManageCell>
              <ManageCell label="Last changed" className="whitespace-nowrap">
                {formatDateTime(new Date(page.updatedAt), timeZone)}
                {page.savedBy && <span className="block text-xs text-muted">by {page.savedBy}</span>}
              </ManageCell>
              <ManageActionsCell>
                <EditLink to={`${PAGES_PATH}/${page.id}`} id={page.id} title={page.title} />
              </ManageActionsCell>
            </ManageRow>
          ))}
        </ManageTable>
      </div>
    </section>
  );
}
