import { useRef } from "react";
import { MORE_NAV } from "~/lib/navigation.ts";
import { LinkList } from "~/components/ui/link-list.tsx";
import { island } from "./lib/island.tsx";
import { useDismiss } from "./lib/use-dismiss.ts";

/** The MORE dropdown: a disclosure of links, which works without JavaScript and is announced as
 * expanded or collapsed by screen readers. */
export function MoreMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismiss(ref);
  return (
    <details ref={ref} className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 px-3 py-2.5 hover:text-accent [&::-webkit-details-marker]:hidden">
        More
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 transition-transform group-open:rotate-180"
        >
          <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </summary>
      <LinkList
        links={MORE_NAV}
        className="absolute left-0 z-10 mt-1 w-56 border border-rule bg-white py-1 text-sm font-medium tracking-normal normal-case shadow-lg"
        linkClassName="block px-4 py-2 hover:bg-paper hover:text-accent"
      />
    </details>
  );
}

export default MoreMenu;
export const MoreMenuIsland = island("more-menu", MoreMenu, "idle");
