import type { AppLoadContext } from "react-router";
import { readCookie, setCookie } from "../../server/http/cookies.ts";
import { acceptLinkOffer } from "../../server/modules/school-sign-in/people.ts";

/** After a password sign-in completes (portal or public site): the school's offer to link this account,
 * if the browser carries one (it is used up either way; decision 0066). Returns the cookie that clears
 * it, or null when there was none. */
export async function linkIfOffered(request: Request, context: AppLoadContext, userId: string) {
  const offer = readCookie(request, "bt_school_link");
  if (!offer) return null;
  await acceptLinkOffer(context.services.db, offer, userId, context.clientIp);
  return setCookie(request, "bt_school_link", null);
}
