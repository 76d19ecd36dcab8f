import { data } from "react-router";
import type { Route } from "./+types/reading";
import { backToPage } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { readingCookie } from "../../server/http/reading-mode.ts";

/** Keeps the reader's choice (server/http/reading-mode.ts) and goes back to their page, now drawn as
 * they chose. Anything but `light` or `full` changes nothing. */
export async function readingAction({ request, context }: Route.ActionArgs) {
  const { mode } = await readForm(request);
  if (mode !== "light" && mode !== "full")
    throw data({ ok: false, error: "Choose light or full pages." }, { status: 400 });
  const response = backToPage(request, context, null);
  response.headers.append("Set-Cookie", readingCookie(request, mode === "light"));
  return response;
}
