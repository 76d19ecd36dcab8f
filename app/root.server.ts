import type { AppLoadContext } from "react-router";
import { getSiteIdentity } from "../server/modules/settings/site-settings.ts";

export async function loadRoot({ services }: AppLoadContext) {
  const site = await getSiteIdentity(services.db);
  return { site, timeZone: services.config.timeZone, now: new Date().toISOString() };
}
