import type { ToastMessage } from "~/components/toaster.tsx";

/** What a portal management action answers a fetcher: which request it was, whether it worked, and the
 * toast to show (texts of SPEC.md §8, chosen on the server so that a plain form post gets the same). */
export type PortalAnswer = {
  ok: boolean;
  intent: string;
  toast: ToastMessage;
  fields?: Record<string, string>;
};
