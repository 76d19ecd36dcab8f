import type { Route } from "./+types/admin.dashboard.print";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { EditionForm } from "~/components/portal/print/edition-form.tsx";
import { EditionsList } from "~/components/portal/print/editions-list.tsx";
import { BulkImportForm } from "~/components/portal/print/bulk-import-form.tsx";
import { ImportReports } from "~/components/portal/print/import-reports.tsx";
import { useRevalidateWhile } from "~/components/portal/use-revalidate-while.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadPrint, printAction } from "./admin.dashboard.print.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Print editions");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPrint(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return printAction(request, context);
}

/** Print editions (issue 43, decision 0079): each edition's PDF, cover and table of contents, and its
 * publication, for editors; and the import of past editions, several PDFs at once, with its reports. */
export default function PrintEditions({ loaderData }: Route.ComponentProps) {
  const { editions, choices, imports, timeZone } = loaderData;
  useRevalidateWhile(
    imports.some((i) => i.state === "importing"),
    1500,
  );
  return (
    <section aria-labelledby="print-heading" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 id="print-heading" className="font-serif text-3xl font-bold">
        Print editions
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Upload each printed edition as a PDF and list the web pieces in it with their pages. Published
        editions are at /print, and each listed piece says where it appeared in print.
      </p>
      <EditionsList editions={editions} choices={choices} timeZone={timeZone} />
      <div className="mt-8">
        <SettingsCard
          id="add-edition"
          title="Add an edition"
          description="The cover is made from the PDF's first page; you may choose another."
        >
          <EditionForm choices={choices} submitLabel="Add edition" />
        </SettingsCard>
      </div>
      <div className="mt-8">
        <SettingsCard
          id="import-editions"
          title="Import past editions"
          description="Several PDFs at once, such as a folder of past editions: each becomes an edition, its volume, number and date read from the file's name. Editions already here are left as they are."
        >
          <BulkImportForm />
          <ImportReports imports={imports} />
        </SettingsCard>
      </div>
    </section>
  );
}
