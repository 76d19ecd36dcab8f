import { isbot } from "isbot";
import { opensOnHome } from "./splash-landing.ts";

/**
 * Whether a visit is one the readers' splash greets (issue 36, decision 0053): the first page this
 * browser opened in the tab (`landing`: the document's own address, not where a link led since) is the
 * home page, and the reader is a person, not a crawler (isbot's list of user agents). Never over a
 * shared link to a story, a category, the search or an author page. Whether this browser saw it already
 * is the gate's to say (once per browser, in localStorage).
 */
export function greetsWithSplash({ landing, userAgent }: { landing: string; userAgent: string }): boolean {
  return opensOnHome(landing) && !isbot(userAgent);
}
