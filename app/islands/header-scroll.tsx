import { useEffect, useRef } from "react";
import { HEADER_HIDE_THRESHOLD_PX } from "#shared/constants.ts";
import { island } from "./lib/island.tsx";

/** The classes that slide the header away and back. */
const HIDDEN = "-translate-y-full";
const SHOWN = "translate-y-0";

/**
 * What the site's header does as the reader scrolls, though the header itself is HTML that the browser
 * never renders again (decision 0063): it slides away while the reader scrolls down past the
 * threshold and comes back as soon as they scroll up, or as a keyboard user tabs into it; and in-page
 * links (the skip link, the table of contents) land below it, whatever its height.
 * Renders an empty, hidden element inside the header, to find it from.
 *
 * The height is written only where it is read: the root's `scroll-padding-top`, and `--header-height` on
 * the boxes that sit below the header (`data-below-header`). A custom property on the root would be
 * inherited by every element, and setting it restyles the whole page: 15-55 ms of the main thread at
 * Lighthouse's 4x slowdown on home and an article, against 1-3 ms for the scroll padding (issue 39).
 */
export function HeaderScroll() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const header = ref.current?.closest("header");
    if (!header) return;
    const show = (hidden: boolean) => {
      header.classList.toggle(HIDDEN, hidden);
      header.classList.toggle(SHOWN, !hidden);
    };
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > last && y > HEADER_HIDE_THRESHOLD_PX) show(true);
      else if (y < last) show(false);
      last = y;
    };
    const onFocus = (event: FocusEvent) => {
      if (header.contains(event.target as Node)) show(false);
    };
    // Measured as the observer reports it, once laid out (and at each change): no layout forced here.
    const observer = new ResizeObserver(([entry]) => {
      const height = `${entry?.borderBoxSize[0]?.blockSize ?? header.offsetHeight}px`;
      document.documentElement.style.scrollPaddingTop = height;
      for (const box of document.querySelectorAll<HTMLElement>("[data-below-header]")) {
        box.style.setProperty("--header-height", height);
      }
    });
    observer.observe(header);
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("focusin", onFocus);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("focusin", onFocus);
    };
  }, []);
  return <span ref={ref} hidden />;
}

export default HeaderScroll;
export const HeaderScrollIsland = island("header-scroll", HeaderScroll, "idle");
