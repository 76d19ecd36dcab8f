import { SUBSCRIBE_FAILED } from "#shared/texts.ts";
import type { Route } from "./+types/newsletter";
import { failed, success } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { newsletterToast } from "~/lib/newsletter-toast.ts";
import { subscribe } from "../../server/modules/newsletter/subscriptions.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";

type Context = Route.ActionArgs["context"];

async function subscribeFromForm(request: Request, { services, clientIp }: Context) {
  await services.limits.consume("newsletter", clientIp);
  const { email = "" } = await readForm(request);
  const { siteName } = await getSiteIdentity(services.db);
  await subscribe(
    services.db,
    services.mailer,
    { email },
    {
      siteName,
      publicUrl: services.config.publicUrl,
      secret: services.cookieSecret,
    },
  );
}

/** POST /newsletter: JSON for the newsletter block's fetcher; without JavaScript, a redirect back. A
 * mail server that is down is answered 500 with SPEC.md's text rather than the error screen; an address
 * already subscribed (409) is marked `duplicate`, for its own toast. */
export async function newsletterAction({ request, context }: Route.ActionArgs) {
  try {
    await subscribeFromForm(request, context);
    return success(request, context, { body: { ok: true as const }, toast: newsletterToast({ ok: true }) });
  } catch (error) {
    return failed(request, context, error, {
      unexpected: { log: "Newsletter subscription failed", error: SUBSCRIBE_FAILED },
      toast: ({ status, body }) => newsletterToast({ ...body, duplicate: status === 409 }),
      json: ({ status, body }) => (status === 409 ? { ...body, duplicate: true } : body),
    });
  }
}
