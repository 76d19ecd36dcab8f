import type { ComponentProps } from "react";
import { escapeMarkup } from "#shared/escape.ts";

export type ListedLink = { readonly to: `/${string}`; readonly label: string };

type Options = {
  /** The class of every link. */
  linkClassName: string;
  /** The link to the page shown, if it is in the list (`to`): marked `aria-current="page"`, with
   * `className` added. */
  current?: { to: string | undefined; className: string };
};

/** Each list's markup, by its links and how they are drawn: a handful per list (one per section that
 * can be current), made once per process. */
const made = new WeakMap<readonly ListedLink[], Map<string, string>>();

/** The list's items as markup: what `<li><AppLink …>` writes, byte for byte the same on the server and
 * in the browser. */
export function linkItemsHtml(links: readonly ListedLink[], { linkClassName, current }: Options): string {
  const key = `${linkClassName}\n${current?.to ?? ""}\n${current?.className ?? ""}`;
  let byKey = made.get(links);
  if (!byKey) made.set(links, (byKey = new Map()));
  let html = byKey.get(key);
  if (html === undefined) {
    html = links
      .map(({ to, label }) => {
        const isCurrent = current?.to !== undefined && to === current.to;
        const className = isCurrent ? `${linkClassName} ${current!.className}` : linkClassName;
        return (
          `<li><a class="${escapeMarkup(className)}"${isCurrent ? ' aria-current="page"' : ""}` +
          ` href="${escapeMarkup(to)}" data-app-link="" data-discover="true">` +
          `${escapeMarkup(label)}</a></li>`
        );
      })
      .join("");
    byKey.set(key, html);
  }
  return html;
}

/**
 * A list of links to the site's own pages that every page repeats (the menus', the footer's): the same
 * anchors as `AppLink`'s, opened within the app by `useAppLinks`, written as one piece of markup rather
 * than two React elements a link. They were eighty of an article page's 270 elements, and React's
 * work on each element is most of a page's render (docs/performance.md, eleventh pass).
 */
export function LinkList({
  links,
  linkClassName,
  current,
  ...props
}: Omit<ComponentProps<"ul">, "children" | "dangerouslySetInnerHTML"> &
  Options & { links: readonly ListedLink[] }) {
  return (
    <ul {...props} dangerouslySetInnerHTML={{ __html: linkItemsHtml(links, { linkClassName, current }) }} />
  );
}
