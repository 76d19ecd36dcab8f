import { escapeMarkup } from "#shared/escape.ts";
import { renderMail } from "../../providers/mail-layout.ts";
import type { MailMessage } from "../../providers/mail.ts";

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The welcome mail: text and HTML parts, a one-click unsubscribe link in the body and in the
 * List-Unsubscribe headers (RFC 2369 and RFC 8058), so mail clients offer their own button. */
export function welcomeMail(
  { siteName, publicUrl }: { siteName: string; publicUrl: string },
  to: string,
  token: string,
): MailMessage {
  const url = unsubscribeUrl(publicUrl, token);
  const footer = "You can unsubscribe at any time with one click:";
  const { text, html } = renderMail({
    siteName,
    heading: "You're subscribed!",
    paragraphs: [
      `Thank you for subscribing to the ${siteName} newsletter.`,
      "Every week we will send you the most important stories from across the region, written by our student reporters.",
    ],
    action: { label: "Read the latest stories", url: publicUrl },
    footer,
  });
  const unsubscribe = `<p style="font-size:13px;color:#545a64"><a href="${escapeMarkup(url)}" style="color:#a4161a">Unsubscribe from the ${escapeMarkup(siteName)} newsletter</a></p>`;
  return {
    to,
    subject: `Welcome to the ${siteName} newsletter`,
    text: text.replace(footer, `${footer} ${url}`),
    html: html.replace("</div></body></html>", `${unsubscribe}\n</div></body></html>`),
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
