import { SUBSCRIBE_FAILED } from "#shared/texts.ts";
import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { failure, fetcherFailure } from "~/lib/action-errors.server.ts";
import { answeredElsewhere, backToPage, isDocumentSubmission } from "~/lib/back-to-page.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { newsletterToast } from "~/lib/newsletter-toast.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import { subscribe } from "../../server/modules/newsletter/subscriptions.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";

type Context = Route.ActionArgs["context"];

async function subscribeFromForm(request: Request, { services, clientIp }: Context) {
  await services.limits.consume("newsletter", clientIp);
  const { email = "" } = await readForm(request);
  const { siteName } = await getSiteIdentity(services.db);
  await subscribe(services.db, services.mailer, { email }, siteName, services.config.publicUrl);
}

/** POST /newsletter: JSON for the newsletter block's fetcher; without JavaScript, a redirect back. */
export async function newsletterAction({ request, context }: Route.ActionArgs) {
  const document = isDocumentSubmission(request);
  try {
    await subscribeFromForm(request, context);
    return document ? backToPage(request, context, newsletterToast({ ok: true })) : { ok: true as const };
  } catch (error) {
    // A refusal (415 or 400 from readForm) and a database outage are answered as on every endpoint.
    if (answeredElsewhere(error)) {
      if (document) throw error;
      return fetcherFailure(error, "Newsletter subscription");
    }
    const known = isDomainError(error);
    const duplicate = known && error.status === 409;
    // A mail server that is down must not replace the page with an error screen.
    if (!known) console.error("Newsletter subscription failed", error);
    const message = known ? error.message : SUBSCRIBE_FAILED;
    if (document)
      return backToPage(request, context, newsletterToast({ ok: false, error: message, duplicate }));
    if (duplicate) return data({ ok: false as const, error: message, duplicate }, { status: 409 });
    if (known) return failure(error);
    return data({ ok: false as const, error: message }, { status: 500 });
  }
}
