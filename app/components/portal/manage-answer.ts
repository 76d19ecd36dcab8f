import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toaster.tsx";
import type { PortalAnswer } from "~/lib/portal-answer.ts";

/** A fetcher for a portal section's action: every answer shows its toast once, and `onSettled` hears
 * it (to close a dialog, clear a form). */
export function usePortalFetcher(onSettled?: (answer: PortalAnswer) => void) {
  const fetcher = useFetcher<PortalAnswer>();
  const seen = useRef<unknown>(null);
  const callback = useRef(onSettled);
  callback.current = onSettled;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || seen.current === answer) return;
    seen.current = answer;
    if (answer.toast) showToast(answer.toast);
    callback.current?.(answer);
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}
