import type { Route } from "./+types/reading";
import { readingAction } from "./reading.server.ts";

/** POST /reading: the footer's switch of the reading mode for slow networks (mode=light or full), kept
 * in a cookie; back to the page it came from. */
export async function action(args: Route.ActionArgs) {
  return readingAction(args);
}
