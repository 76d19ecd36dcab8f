import { NOTIFICATION_KIND_LABELS, type NotificationKind } from "#shared/desk.ts";
import { formatDateTime } from "#shared/local-time.ts";
import { renderMail } from "../../providers/mail-layout.ts";
import type { MailMessage } from "../../providers/mail.ts";

/** What a notification's mail says: its own words and where it leads. */
export type Told = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
};

export type MailCtx = { siteName: string; publicUrl: string; timeZone: string };

/** The one-click link: the notification's page in the inbox, which marks it read and leads to the
 * thing. It carries no token: the portal asks the person to sign in as any portal page does. */
const INBOX = "/admin/dashboard/inbox";
const siteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, "")}${path}`;
export const thingUrl = (publicUrl: string, told: Pick<Told, "id">) =>
  siteUrl(publicUrl, `${INBOX}/${told.id}`);

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
      action: { label: "Open it in the portal", url: thingUrl(ctx.publicUrl, told) },
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
      `${t.title} (${NOTIFICATION_KIND_LABELS[t.kind]}, ${formatDateTime(t.createdAt, ctx.timeZone)})${t.body ? `: ${t.body}` : ""} ${thingUrl(ctx.publicUrl, t)}`,
  );
  return {
    to,
    subject: `Your daily digest from ${ctx.siteName}: ${count}`,
    ...renderMail({
      siteName: ctx.siteName,
      heading: `Your daily digest: ${count}`,
      paragraphs: lines,
      action: { label: "Open your notifications", url: siteUrl(ctx.publicUrl, INBOX) },
      footer: FOOTER,
    }),
  };
}
