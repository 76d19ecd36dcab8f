import type { Route } from "./+types/admin.school-sign-in.callback";
import { buttonClass } from "~/components/ui/button.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { schoolCallbackLoader } from "./admin.school-sign-in.server.ts";

/** The React app in the browser, not islands (decision 0063). */
export const handle = { app: true };

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "School sign-in");

export async function loader({ request, context }: Route.LoaderArgs) {
  return schoolCallbackLoader(request, context);
}

/** Where the school's sign-in comes back when it does not end in the portal or the reader's page: the
 * person waits for an admin's approval, or was refused, and is told why (decision 0066). A reader is
 * offered the page they came from, staff the portal's sign-in. */
export default function SchoolSignInAnswer({ loaderData }: Route.ComponentProps) {
  const { outcome, message, back } = loaderData;
  const waiting = outcome === "waiting";
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="border border-rule bg-white p-8 shadow-sm">
        <h1 className="font-serif text-2xl font-bold">
          {waiting ? "Waiting for approval" : "You are not signed in"}
        </h1>
        <p role={waiting ? "status" : "alert"} className="mt-4">
          {message}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {back ? (
            <a href={back} className={buttonClass("primary")}>
              Back to the page
            </a>
          ) : (
            <a href="/admin" className={buttonClass("primary")}>
              Portal sign-in
            </a>
          )}
          <a href="/" className={buttonClass("secondary")}>
            Go to the homepage
          </a>
        </div>
      </div>
    </section>
  );
}
