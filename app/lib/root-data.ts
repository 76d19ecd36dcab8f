import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root.tsx";

/** What the root route loaded for every page (the site's identity and settings, the reader, the
 * flash message), for components anywhere below it. Only the loader's type comes from root.tsx, so
 * components do not import the root module (an import cycle). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
