import { useRouteLoaderData } from "react-router";
import { can, type Capability } from "#shared/roles.ts";

/** Whether the signed-in staff member's role has `capability` (the dashboard's loader says the role):
 * the portal shows only what the server would allow anyway (issue 26). */
export function useCan(capability: Capability): boolean {
  const portal = useRouteLoaderData("routes/admin.dashboard") as { role?: string } | undefined;
  return can(portal?.role, capability);
}
