import { useEffect, useState } from "react";
import { HEADER_HIDE_THRESHOLD_PX } from "#shared/constants.ts";

/** True while the reader scrolls down past the threshold; false as soon as they scroll up. */
export function useHideOnScroll(threshold = HEADER_HIDE_THRESHOLD_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > last && y > threshold) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    // Keyboard users must never lose the header they are tabbing through.
    const onFocus = (event: FocusEvent) => {
      if ((event.target as Element | null)?.closest?.("header")) setHidden(false);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("focusin", onFocus);
    return () => {
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("focusin", onFocus);
    };
  }, [threshold]);
  return hidden;
}
