import type { Route } from "./+types/admin.dashboard.import";
import { ImportCard } from "~/components/portal/site-import/import-card.tsx";
import { UploadExport } from "~/components/portal/site-import/upload-export.tsx";
import { useRevalidateWhile } from "~/components/portal/use-revalidate-while.ts";
import { privateMeta } from "~/lib/meta.ts";
import { importAction, loadImports } from "./admin.dashboard.import.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Import");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadImports(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return importAction(request, context);
}

/** Settings → Import (issue 40, decision 0070): upload a WordPress, SNO or Ghost export, read the dry
 * run's report, then import it while the site keeps serving; the reports are kept. */
export default function Import({ loaderData }: Route.ComponentProps) {
  const { imports } = loaderData;
  const working = imports.some((i) => i.state === "checking" || i.state === "importing");
  useRevalidateWhile(working, 1500);
  return (
    <section aria-labelledby="import-heading" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 id="import-heading" className="font-serif text-3xl font-bold">
        Import
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Move your site in from WordPress, SNO Sites or Ghost. Nothing is written until you have read the dry
        run and started the import; importing the same export again adds nothing twice.
      </p>
      <div className="mt-6 grid gap-6">
        <UploadExport />
        {imports.length > 0 && (
          <section aria-labelledby="imports-heading" className="grid gap-4">
            <h2 id="imports-heading" className="font-serif text-xl font-bold">
              Imports
            </h2>
            {imports.map((item) => (
              <ImportCard
                key={item.id}
                item={item}
                otherRunning={imports.some((i) => i.state === "importing")}
              />
            ))}
          </section>
        )}
      </div>
    </section>
  );
}
