import { Link } from "react-router";
import { SettingsCard } from "./card.tsx";

/** Settings → Import's entry (decision 0070): the import itself is a page of its own. */
export function ImportLink() {
  return (
    <SettingsCard
      id="import"
      title="Import"
      description="Move a site in from WordPress, SNO Sites or Ghost: upload its export, read the dry run, then import it while the site keeps serving."
    >
      <Link
        to="/admin/dashboard/import"
        className="inline-flex min-h-11 items-center border border-ink px-4 py-2 text-sm font-semibold hover:bg-ink hover:text-white"
      >
        Open Import
      </Link>
    </SettingsCard>
  );
}
