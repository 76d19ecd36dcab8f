import type { AppLoadContext } from "react-router";

/**
 * For a page's first load, hands `html` to the server render under `id` and returns null, so that the
 * markup is not sent a second time as hydration data; for client-side navigation returns it as is.
 * Render it with `<PageHtml id={id} html={…} />`.
 */
export function pageHtmlOnce(context: AppLoadContext, id: string, html: string): string | null {
  if (!context.documentRequest) return html;
  context.pageHtml.set(id, html);
  return null;
}
