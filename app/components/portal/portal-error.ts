import { isRouteErrorResponse } from "react-router";
import { NOT_STAFF } from "#shared/roles.ts";

/** What the portal's error page says. A refusal (403) says what is refused and why, in the words of
 * the capability or rule that refused it (shared/roles.ts's REFUSALS, the domain's messages), carried
 * by the answer: a reader has no portal; a member of staff is sent back to the dashboard. */
export function portalErrorCopy(error: unknown) {
  const home = { href: "/", label: "Return to Homepage" };
  if (!isRouteErrorResponse(error) || error.status !== 403)
    return {
      heading: "Something went wrong",
      message: "The page could not be shown. Please try again in a moment.",
      back: home,
    };
  const message = typeof error.data === "string" && error.data ? error.data : NOT_STAFF;
  return message === NOT_STAFF
    ? { heading: "No access to the editorial portal", message, back: home }
    : {
        heading: "This page is not open to your role",
        message,
        back: { href: "/admin/dashboard", label: "Back to the dashboard" },
      };
}
