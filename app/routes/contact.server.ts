import type { AppLoadContext } from "react-router";
import { pageSettings } from "~/lib/page-settings.server.ts";

/** Contact (SPEC.md §2): the editorial team is the people on the masthead (issue 26), from the database. */
export async function loadContact(context: AppLoadContext) {
  const { team } = await pageSettings(context);
  return { team };
}
