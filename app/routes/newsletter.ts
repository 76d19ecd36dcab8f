import type { Route } from "./+types/newsletter";
import { newsletterAction } from "./newsletter.server.ts";

/** POST /newsletter: JSON for the newsletter block's fetcher; without JavaScript, a redirect back. */
export async function action(args: Route.ActionArgs) {
  return newsletterAction(args);
}
