import { useEffect } from "react";
import { island } from "./lib/island.tsx";

/** The facade links the server writes (server/modules/embeds/facade.ts, FACADE_LINK). */
const FACADE = "a.embed-open[data-frame]";

/** Puts the provider's frame in place of a facade, in its sandbox, and gives it the focus. */
export function openFacade(link: HTMLAnchorElement) {
  const { frame, sandbox, allow, box, title } = link.dataset;
  const figure = link.closest("figure");
  if (!frame || !figure) return;
  const iframe = document.createElement("iframe");
  iframe.setAttribute("sandbox", sandbox ?? "");
  if (allow) iframe.setAttribute("allow", allow);
  if (allow?.includes("fullscreen")) iframe.setAttribute("allowfullscreen", "");
  iframe.setAttribute("title", title ?? "");
  iframe.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  iframe.className = "embed-frame";
  if (box) iframe.setAttribute("style", box);
  iframe.src = frame;
  figure.classList.add("embed-loaded");
  link.replaceWith(iframe);
  iframe.focus();
}

/**
 * The embeds' island (decision 0075): loaded only on a page with an embed. Until a reader clicks, a
 * facade is a link to the provider (which is what it stays without script) and nothing comes from the
 * provider; a click, or Enter on the focused link, puts the provider's frame in its place. The facades
 * are in the article's text, outside the island: it listens on the document. Renders nothing.
 */
export function Embeds() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest?.<HTMLAnchorElement>(FACADE);
      if (!link) return;
      event.preventDefault();
      openFacade(link);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}

export default Embeds;
/** Hydrated once the page is idle: a click before then follows the link to the provider. */
export const EmbedsIsland = island("embeds", Embeds, "idle");
