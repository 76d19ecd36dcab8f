import { escapeMarkup } from "#shared/escape.ts";
export type MailContent = {
  siteName: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
};

/** Every mail has a text part and an HTML part with the same words, and carries the site name. */
export function renderMail({ siteName, heading, paragraphs, action, footer }: MailContent): {
  text: string;
  html: string;
} {
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footer ? [footer, ""] : []),
    `— ${siteName}`,
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#fbfaf7;font-family:Georgia,serif;color:#16181d">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:bold;margin:0 0 24px">${escapeMarkup(siteName)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeMarkup(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.6;margin:0 0 16px">${escapeMarkup(p)}</p>`).join("\n")}
${action ? `<p style="margin:24px 0"><a href="${escapeMarkup(action.url)}" style="background:#a4161a;color:#ffffff;padding:12px 20px;text-decoration:none;font-weight:bold;display:inline-block">${escapeMarkup(action.label)}</a></p><p style="font-size:13px;color:#545a64">Or open this link: ${escapeMarkup(action.url)}</p>` : ""}
${footer ? `<p style="font-size:13px;color:#545a64;margin-top:32px">${escapeMarkup(footer)}</p>` : ""}
</div></body></html>`;
  return { text, html };
}
