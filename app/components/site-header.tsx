import { useLocation } from "react-router";
import { HEADER_TAGLINE, DEFAULT_SITE_NAME } from "#shared/constants.ts";
import { formatLongDate, formatShortDate } from "#shared/dates.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useArchived } from "~/islands/lib/archived.ts";
import { AccountIsland } from "~/islands/account.tsx";
import { HeaderScrollIsland } from "~/islands/header-scroll.tsx";
import { MobileMenuIsland } from "~/islands/mobile-menu.tsx";
import { MoreMenuIsland } from "~/islands/more-menu.tsx";
import { Masthead } from "./masthead.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { currentSection, MAIN_NAV } from "~/lib/navigation.ts";
import { LinkList } from "./ui/link-list.tsx";
import { AppLink } from "./ui/app-link.tsx";

/** The site's header: HTML the browser never renders again (decision 0063), with its islands: the
 * account corner, the menus, and what it does as the reader scrolls. */
export function SiteHeader() {
  const root = useRootData();
  const location = useLocation();
  const user = root?.user ? { displayName: root.user.displayName } : null;

  const siteName = root?.site.siteName ?? DEFAULT_SITE_NAME;
  // An archived copy has no 'today' (its banner says when it was made): a date would change every page
  // of the archive every day.
  const archived = useArchived();
  const today = root && !archived ? formatLongDate(root.now, root.timeZone) : "";
  const todayShort = root && !archived ? formatShortDate(root.now, root.timeZone) : "";

  return (
    <header className="sticky top-0 z-50 translate-y-0 border-b border-rule bg-paper/95 backdrop-blur transition-transform duration-300">
      <HeaderScrollIsland />
      <div className="bg-ink text-xs text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 py-1.5 max-[359px]:justify-center">
          {/* A phone's row has room for the tagline beside the date in short; below 360 px, where the
              two would take two lines, for the tagline alone. */}
          <span className="max-[359px]:hidden sm:hidden">{todayShort}</span>
          <span className="hidden sm:inline">{today}</span>
          <span className="text-[0.6875rem] font-semibold uppercase sm:text-xs sm:tracking-wide">
            {HEADER_TAGLINE}
          </span>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <AppLink to="/" className="group" aria-label={`${siteName}, home`}>
          <Masthead siteName={siteName} />
        </AppLink>
        <div className="flex shrink-0 items-center gap-2">
          <HeaderSearch id="header-search" className="hidden w-64 md:flex" />
          <AccountIsland user={user} />
          <MobileMenuIsland user={user} />
        </div>
      </div>
      <nav aria-label="Main" className="hidden border-t border-rule md:block">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-4 text-sm font-semibold tracking-wide uppercase">
          <LinkList
            links={MAIN_NAV}
            className="flex flex-wrap items-center gap-x-1"
            linkClassName="block px-3 py-2.5 hover:text-accent"
            current={{
              to: currentSection(location.pathname),
              className: "text-accent underline decoration-2 underline-offset-8",
            }}
          />
          <MoreMenuIsland />
        </div>
      </nav>
    </header>
  );
}
