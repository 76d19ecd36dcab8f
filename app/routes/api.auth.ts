import type { Route } from "./+types/api.auth";
import { failure } from "~/lib/answer.server.ts";
import { authAction } from "./api.auth.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  try {
    return await authAction(request, context);
  } catch (error) {
    return failure(error, "Account request");
  }
}
