import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { failure } from "~/lib/action-errors.server.ts";
import { newsletterToast, type NewsletterAnswer } from "~/lib/newsletter-toast.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import { subscribe } from "../../server/modules/newsletter/subscriptions.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";

type Context = Route.ActionArgs["context"];

/** A plain form post (no JavaScript) rather than the newsletter block's fetcher. */
function isDocumentSubmission(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return request.headers.get("Accept")?.includes("text/html") ?? false;
}

/** Back to the page the form was on when that page is ours, with the outcome as a flash toast. */
function backWithToast(request: Request, context: Context, answer: NewsletterAnswer) {
  context.setFlash(newsletterToast(answer));
  let to = "/";
  try {
    const referer = new URL(request.headers.get("Referer") ?? "");
    const ours = [new URL(request.url).origin, new URL(context.services.config.publicUrl).origin];
    if (ours.includes(referer.origin)) to = `${referer.pathname}${referer.search}`;
  } catch {
    // No Referer, or not a URL: the home page.
  }
  return redirect(to, 303);
}

async function subscribeFromForm(request: Request, { services, clientIp }: Context) {
  await services.limits.consume("newsletter", clientIp);
  const email = (await request.formData()).get("email");
  const { siteName } = await getSiteIdentity(services.db);
  await subscribe(
    services.db,
    services.mailer,
    { email: typeof email === "string" ? email : "" },
    siteName,
    services.config.publicUrl,
  );
}

/** POST /newsletter: JSON for the newsletter block's fetcher; without JavaScript, a redirect back. */
export async function action({ request, context }: Route.ActionArgs) {
  const document = isDocumentSubmission(request);
  try {
    await subscribeFromForm(request, context);
    return document ? backWithToast(request, context, { ok: true }) : { ok: true as const };
  } catch (error) {
    const known = isDomainError(error);
    const duplicate = known && error.status === 409;
    // A mail server that is down must not replace the page with an error screen.
    if (!known) console.error("Newsletter subscription failed", error);
    const message = known ? error.message : "Failed to subscribe. Please try again.";
    if (document) return backWithToast(request, context, { ok: false, error: message, duplicate });
    if (duplicate) return data({ ok: false as const, error: message, duplicate }, { status: 409 });
    if (known) return failure(error);
    return data({ ok: false as const, error: message }, { status: 500 });
  }
}
