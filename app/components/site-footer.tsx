import { DEFAULT_SITE_NAME } from "#shared/constants.ts";
import { FOOTER_LINKS } from "~/lib/navigation.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useArchived } from "~/islands/lib/archived.ts";
import { LinkList } from "./ui/link-list.tsx";
import { ReadingSwitch } from "./reading-switch.tsx";

export function SiteFooter() {
  const root = useRootData();
  const siteName = root?.site.siteName ?? DEFAULT_SITE_NAME;
  // An archived copy (decision 0080) has no reading switch (a form), and the year it was made.
  const archived = useArchived();
  const year = archived ? archived.madeOn.slice(0, 4) : new Date(root?.now ?? Date.now()).getUTCFullYear();
  return (
    <footer className="mt-16 bg-ink text-gray-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="font-serif text-2xl font-bold text-white">{siteName}</p>
          <p className="mt-2 text-sm">{root?.site.siteTagline}</p>
        </div>
        <nav aria-label="Footer" className="md:col-span-2">
          <LinkList
            links={FOOTER_LINKS}
            className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4"
            linkClassName="hover:text-white hover:underline"
          />
        </nav>
      </div>
      {!archived && (
        <div className="mx-auto max-w-7xl px-4 pb-6">
          <ReadingSwitch light={root?.light ?? null} />
        </div>
      )}
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-gray-300">
          © {year} {siteName}. Written, edited and published by students.
        </p>
      </div>
    </footer>
  );
}
