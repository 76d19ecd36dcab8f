import { useFetcher } from "react-router";
import type { PortalAnswer } from "#shared/answer.ts";
import { useAnswer } from "~/components/use-answer.ts";

/** A fetcher for a portal section's action: every answer shows its toast once, and `onSettled` hears
 * it (to close a dialog, clear a form). */
export function usePortalFetcher(onSettled?: (answer: PortalAnswer) => void) {
  const fetcher = useFetcher<PortalAnswer>();
  useAnswer(fetcher, onSettled);
  return fetcher;
}
