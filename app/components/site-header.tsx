import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { HEADER_TAGLINE, DEFAULT_SITE_NAME } from "#shared/constants.ts";
import { formatLongDate, formatShortDate } from "#shared/dates.ts";
import { useRootData } from "~/lib/root-data.ts";
import { MoreMenu } from "./more-menu.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { useHideOnScroll } from "./use-hide-on-scroll.ts";
import { Masthead } from "./masthead.tsx";
import { AccountArea } from "./account-area.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { currentSection, MAIN_NAV } from "~/lib/navigation.ts";
import { LinkList } from "./ui/link-list.tsx";
import { AppLink } from "./ui/app-link.tsx";

export function SiteHeader() {
  const root = useRootData();
  const hidden = useHideOnScroll();
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  const [menuKey, setMenuKey] = useState(0);

  // Menus close on navigation.
  useEffect(() => setMenuKey((k) => k + 1), [location.pathname]);

  // In-page links (the skip link, the table of contents) land below the header, whatever its height.
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const update = () =>
      document.documentElement.style.setProperty("--header-height", `${header.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  const siteName = root?.site.siteName ?? DEFAULT_SITE_NAME;
  const today = root ? formatLongDate(root.now, root.timeZone) : "";
  const todayShort = root ? formatShortDate(root.now, root.timeZone) : "";

  return (
    <header
      ref={ref}
      className={`sticky top-0 z-50 border-b border-rule bg-paper/95 backdrop-blur transition-transform duration-300 ${
        hidden ? "-translate-y-full" : "translate-y-0"
      }`}
    >
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
          <AccountArea />
          <MobileMenu key={`m${menuKey}`} />
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
          <MoreMenu key={`d${menuKey}`} />
        </div>
      </nav>
    </header>
  );
}
