import { useRef } from "react";
import { MAIN_NAV, MORE_NAV } from "~/lib/navigation.ts";
import { AppLink } from "~/components/ui/app-link.tsx";
import { HeaderSearch } from "~/components/header-search.tsx";
import { LinkList } from "~/components/ui/link-list.tsx";
import { island } from "./lib/island.tsx";
import { useDismiss } from "./lib/use-dismiss.ts";

/** The phone's menu: a disclosure, which works without JavaScript; the island closes it on Escape
 * and on a click outside. `user` is the signed-in reader, if any. */
export function MobileMenu({ user }: { user: { displayName: string } | null }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismiss(ref);
  return (
    <details ref={ref} className="md:hidden">
      <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center border border-rule bg-white [&::-webkit-details-marker]:hidden">
        <span className="sr-only">Menu</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[75vh] overflow-y-auto border-b border-rule bg-white shadow-lg"
      >
        {user && (
          <p className="border-b border-rule bg-paper px-4 py-3 text-sm">
            <AppLink to="/account" className="font-semibold hover:text-accent">
              Hi, {user.displayName}
            </AppLink>
          </p>
        )}
        <HeaderSearch id="mobile-search" className="border-b border-rule px-4 py-3" />
        <LinkList
          links={MAIN_NAV}
          className="px-4 py-2 font-semibold"
          linkClassName="block border-b border-rule/60 py-3 hover:text-accent"
        />
        <p className="px-4 pt-2 text-xs font-bold tracking-widest text-muted uppercase">More sections</p>
        <LinkList
          links={MORE_NAV}
          className="grid grid-cols-2 gap-x-4 px-4 pb-4 text-sm"
          linkClassName="block py-2 hover:text-accent"
        />
      </nav>
    </details>
  );
}

export default MobileMenu;
export const MobileMenuIsland = island("mobile-menu", MobileMenu, "idle");
