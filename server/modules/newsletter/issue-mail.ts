import { escapeMarkup } from "#shared/escape.ts";
import { htmlText } from "#shared/html-text.ts";
import { SITE_LOGO } from "#shared/social-images.ts";
import type { MailMessage } from "../../providers/mail.ts";
import type { MailEdition } from "./edition.ts";
import type { MailImage } from "./mail-images.ts";
import type { StoryCard } from "./stories.ts";

/** A story of the mail, with its picture when it has one a mail client shows. */
export type MailStory = StoryCard & { image?: MailImage };
/** What an issue's mail shows: the print edition it announces, if any, after the introduction. */
export type IssueContent = {
  subject: string;
  introHtml: string;
  stories: MailStory[];
  edition?: MailEdition | null;
};
export type Rendered = { html: string; text: string };

const UNSUBSCRIBE_MARK = "{{unsubscribe}}";
/** The mail's column is 600 px wide with 24 px on each side: pictures fill what is left. */
const COLUMN = 552;
const LOGO = 48;

/** A story's picture across the column, scaled down on a narrower screen; the file has twice the
 * pixels, for sharp screens. */
function storyImage(image: MailImage, url: string): string {
  const height = Math.round((COLUMN * image.height) / image.width);
  return `<a href="${escapeMarkup(url)}"><img src="${escapeMarkup(image.url)}" alt="${escapeMarkup(image.alt)}" width="${COLUMN}" height="${height}" style="display:block;width:100%;max-width:${COLUMN}px;height:auto;border:0;margin:0 0 12px"></a>`;
}

const LINK = "color:#16181d;text-decoration:underline";
const ACTION = "color:#a4161a;font-weight:bold;text-decoration:underline";

/** The print edition announced: its cover (linked to its page), title, numbers and date, and its table
 * of contents with each piece's page. */
function editionBlock(e: MailEdition): string {
  const url = escapeMarkup(e.url);
  const contents = e.contents
    .map(
      (
        c,
      ) => `<tr><td style="font-size:14px;color:#545a64;padding:4px 12px 4px 0;white-space:nowrap;vertical-align:top">Page ${c.page}</td>
<td style="font-size:15px;padding:4px 0"><a href="${escapeMarkup(c.url)}" style="${LINK}">${escapeMarkup(c.title)}</a></td></tr>`,
    )
    .join("\n");
  return `<tr><td style="padding:16px 0;border-top:1px solid #d9d6cf">
<p style="font-size:13px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#a4161a;margin:0 0 8px">New print edition</p>
${e.cover ? storyImage(e.cover, e.url) : ""}<h2 style="font-size:20px;margin:0 0 4px"><a href="${url}" style="${LINK}">${escapeMarkup(e.title)}</a></h2>
<p style="font-size:15px;margin:0 0 12px;color:#3b3f47">${escapeMarkup(e.label)} · ${escapeMarkup(e.date)}</p>
${contents ? `<p style="font-size:15px;font-weight:bold;margin:0 0 4px">In this edition</p>\n<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 12px">${contents}</table>\n` : ""}<a href="${url}" style="${ACTION}">Read the edition</a></td></tr>
`;
}

/** The same, as the mail's text part. */
const editionText = (e: MailEdition) => [
  `New print edition: ${e.title}`,
  `${e.label} · ${e.date}`,
  e.url,
  "",
  ...(e.contents.length
    ? ["In this edition:", ...e.contents.flatMap((c) => [`Page ${c.page}: ${c.title}`, c.url]), ""]
    : []),
];

/**
 * An issue as mailed, with tables and inline styles for mail clients: the publication's logo (alt text
 * its name) and name, the subject, the introduction (already sanitized), the print edition it
 * announces, and each story with its picture and link. Every address is absolute. The unsubscribe link is left as a mark, filled in for
 * each recipient.
 */
export function renderIssue(siteName: string, publicUrl: string, issue: IssueContent): Rendered {
  const stories = issue.stories.map((s) => ({ ...s, url: publicUrl + s.path }));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(issue.subject)}</title></head>
<body style="margin:0;background:#fbfaf7;font-family:Georgia,serif;color:#16181d">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;padding:32px 24px">
<tr><td><table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px"><tr>
<td style="padding-right:12px"><a href="${escapeMarkup(`${publicUrl}/`)}"><img src="${escapeMarkup(publicUrl + SITE_LOGO.path)}" alt="${escapeMarkup(siteName)}" width="${LOGO}" height="${LOGO}" style="display:block;border:0"></a></td>
<td><p style="font-size:24px;font-weight:bold;margin:0">${escapeMarkup(siteName)}</p></td></tr></table>
<h1 style="font-size:22px;margin:0 0 20px;border-top:3px solid #a4161a;padding-top:16px">${escapeMarkup(issue.subject)}</h1>
<div style="font-size:16px;line-height:1.6">${issue.introHtml}</div></td></tr>
${issue.edition ? editionBlock(issue.edition) : ""}${stories
    .map(
      (s) => `<tr><td style="padding:16px 0;border-top:1px solid #d9d6cf">
${s.image ? storyImage(s.image, s.url) : ""}<h2 style="font-size:18px;margin:0 0 6px"><a href="${escapeMarkup(s.url)}" style="${LINK}">${escapeMarkup(s.title)}</a></h2>
<p style="font-size:15px;line-height:1.5;margin:0 0 8px;color:#3b3f47">${escapeMarkup(s.excerpt)}</p>
<a href="${escapeMarkup(s.url)}" style="${ACTION}">Read the story</a></td></tr>`,
    )
    .join("\n")}
<tr><td style="padding-top:24px;font-size:13px;color:#545a64">You receive this because you subscribed to the ${escapeMarkup(siteName)} newsletter. <a href="${UNSUBSCRIBE_MARK}" style="color:#a4161a;text-decoration:underline">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    siteName,
    "",
    issue.subject,
    "",
    htmlText(issue.introHtml),
    "",
    ...(issue.edition ? editionText(issue.edition) : []),
    ...stories.flatMap((s) => [s.title, s.excerpt, s.url, ""]),
    `You receive this because you subscribed to the ${siteName} newsletter. Unsubscribe: ${UNSUBSCRIBE_MARK}`,
  ].join("\n");
  return { html, text };
}

/** The archive shows an issue as mailed, without anyone's unsubscribe link. */
export function archivedHtml(html: string): string {
  return html.replace(/<tr><td style="padding-top:24px[^]*?<\/td><\/tr>/, "");
}

/** One recipient's mail: their unsubscribe link in both parts and in the List-Unsubscribe headers
 * (RFC 2369; RFC 8058 one-click POST), plus mailto when the publication has a contact address. */
export function recipientMail(
  rendered: Rendered,
  subject: string,
  to: string,
  unsubscribe: string,
  contact: string | null,
): MailMessage {
  const mailto = contact
    ? `, <mailto:${contact}?subject=${encodeURIComponent("unsubscribe")}&body=${encodeURIComponent(to)}>`
    : "";
  return {
    to,
    subject,
    html: rendered.html.replace(UNSUBSCRIBE_MARK, escapeMarkup(unsubscribe)),
    text: rendered.text.replace(UNSUBSCRIBE_MARK, unsubscribe),
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>${mailto}`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The mail's body for the portal's preview, in a block with the mail's own background and font (no
 * frame: the page shows it as a mail client would, links inert). */
export function previewBody(html: string): string {
  const match = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
  const style = /style="([^"]*)"/.exec(match?.[1] ?? "")?.[1] ?? "";
  return `<div style="${style}">${(match?.[2] ?? "").replaceAll(UNSUBSCRIBE_MARK, "#")}</div>`;
}
