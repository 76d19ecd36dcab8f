import type { Route } from "./+types/api.auth";
import { fetcherFailure } from "~/lib/action-errors.server.ts";
import { authAction } from "./api.auth.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  try {
    return await authAction(request, context);
  } catch (error) {
    return fetcherFailure(error, "Account request");
  }
}
