import { NOTIFICATION_KIND_LABELS, type NotificationKind } from "#shared/desk.ts";
import { formatDateTime } from "#shared/local-time.ts";
import { renderMail } from "../../providers/mail-layout.ts";
import type { MailMessage } from "../../providers/mail.ts";

/** What a notification's mail says: its own words and where it leads. */
export type Told = { kind: NotificationKind; title: string; body: string; link: string; createdAt: Date };

export type MailCtx = { siteName: string; publicUrl: string; timeZone: string };

/** The one-click link: the thing's portal page on the site. It carries no token: the portal asks the
 * person to sign in as any portal page does. */
export const thingUrl = (publicUrl: string, link: string) => `${publicUrl.replace(/\/$/, "")}${link}`;

const FOOTER = "You chose how you get each kind of notification in the portal's Notifications page.";

/** One notification, mailed at once: its title is the subject. */
export function notificationMail(ctx: MailCtx, to: string, told: Told): MailMessage {
  return {
    to,
    subject: told.title,
    ...renderMail({
      siteName: ctx.siteName,
      heading: told.title,
      paragraphs: told.body ? [told.body] : [],
      action: { label: "Open it in the portal", url: thingUrl(ctx.publicUrl, told.link) },
      footer: FOOTER,
    }),
  };
}

/** The day's digest: every notification a person chose to get this way, oldest first, each with its
 * link and its time in the publication's zone. */
export function digestMail(ctx: MailCtx, to: string, told: readonly Told[]): MailMessage {
  const count = told.length === 1 ? "1 notification" : `${told.length} notifications`;
  const lines = told.map(
    (t) =>
      `${t.title} (${NOTIFICATION_KIND_LABELS[t.kind]}, ${formatDateTime(t.createdAt, ctx.timeZone)})${t.body ? `: ${t.body}` : ""} ${thingUrl(ctx.publicUrl, t.link)}`,
  );
  return {
    to,
    subject: `Your daily digest from ${ctx.siteName}: ${count}`,
    ...renderMail({
      siteName: ctx.siteName,
      heading: `Your daily digest: ${count}`,
      paragraphs: lines,
      action: { label: "Open your notifications", url: thingUrl(ctx.publicUrl, "/admin/dashboard/inbox") },
      footer: FOOTER,
    }),
  };
}
