import { createContext, useContext, useState } from "react";

/** Markup rendered into the page by the server and left out of the hydration data (on the server:
 * the request's `pageHtml`; in the browser: absent). */
export const PageHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

type Props = { id: string; html: string | null; className?: string };

/**
 * HTML (an article body, already sanitized) that the server sends once. On a page's first load the
 * loader leaves `html` out (see `pageHtmlOnce`) and the server renders it from the request; the
 * browser hydrates with the markup already in the page. Client-side navigations carry `html` in the
 * loader data as usual.
 */
export function PageHtml({ id, html, className }: Props) {
  const fromServer = useContext(PageHtmlContext)?.get(id);
  const [fromPage] = useState(() =>
    html === null && typeof document !== "undefined" ? (document.getElementById(id)?.innerHTML ?? "") : "",
  );
  return (
    <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html ?? fromServer ?? fromPage }} />
  );
}
