import { renderMail } from "../../providers/mail-layout.ts";
import type { MailMessage } from "../../providers/mail.ts";
import { confirmUrl } from "./links.ts";

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;

/** The confirmation mail (double opt-in, decision 0044): it replaced the welcome mail. Nothing else is
 * sent to the address until its link is used. */
export function confirmMail(
  { siteName, publicUrl }: { siteName: string; publicUrl: string },
  to: string,
  token: string,
): MailMessage {
  const { text, html } = renderMail({
    siteName,
    heading: "Confirm your subscription",
    paragraphs: [
      `Thank you for subscribing to the ${siteName} newsletter. Please confirm that this address is yours: we will not send you anything until you do.`,
      `The link works for ${CONFIRM_DAYS} days.`,
    ],
    action: { label: "Confirm my subscription", url: confirmUrl(publicUrl, token) },
    footer: "If you did not ask to subscribe, ignore this mail: you will not hear from us again.",
  });
  return { to, subject: `Confirm your subscription to the ${siteName} newsletter`, text, html };
}
