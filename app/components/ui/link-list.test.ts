import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FOOTER_LINKS, MAIN_NAV, MORE_NAV } from "~/lib/navigation.ts";
import { AppLink } from "./app-link.tsx";
import { LinkList, linkItemsHtml, type ListedLink } from "./link-list.tsx";

/** The list as React would write it with an `AppLink` in each item. */
function asAppLinks(links: readonly ListedLink[], linkClassName: string, current?: string): string {
  const items = links.map(({ to, label }) =>
    createElement(
      "li",
      { key: to },
      createElement(
        AppLink,
        {
          to,
          className: to === current ? `${linkClassName} is-current` : linkClassName,
          "aria-current": to === current ? "page" : undefined,
        },
        label,
      ),
    ),
  );
  return renderToStaticMarkup(createElement("ul", { className: "menu" }, items));
}

describe("a list of the site's own links written as one piece of markup", () => {
  it("writes what AppLinks in list items write, byte for byte", () => {
    for (const links of [MAIN_NAV, MORE_NAV, FOOTER_LINKS]) {
      expect(
        renderToStaticMarkup(createElement(LinkList, { links, className: "menu", linkClassName: "a b" })),
      ).toBe(asAppLinks(links, "a b"));
    }
  });

  it("marks the current page's link, and only that one", () => {
    const current = { to: "/politics", className: "is-current" };
    expect(
      renderToStaticMarkup(
        createElement(LinkList, { links: MAIN_NAV, className: "menu", linkClassName: "x", current }),
      ),
    ).toBe(asAppLinks(MAIN_NAV, "x", "/politics"));
    expect(
      linkItemsHtml(MAIN_NAV, { linkClassName: "x", current: { to: undefined, className: "c" } }),
    ).not.toContain("aria-current");
  });

  it("escapes what it writes", () => {
    const links = [{ to: '/a?b=1&c="2"', label: "<Tom & Jerry's>" }] as const;
    const html = linkItemsHtml(links, { linkClassName: 'q"' });
    expect(html).toBe(
      '<li><a class="q&quot;" href="/a?b=1&amp;c=&quot;2&quot;" data-app-link="" data-discover="true">' +
        "&lt;Tom &amp; Jerry&apos;s&gt;</a></li>",
    );
  });

  it("gives a list the same markup for the same current section, and other markup for another", () => {
    const options = { linkClassName: "x", current: { to: "/business", className: "now" } };
    expect(linkItemsHtml(MAIN_NAV, options)).toBe(linkItemsHtml(MAIN_NAV, { ...options }));
    expect(linkItemsHtml(MAIN_NAV, options)).not.toBe(linkItemsHtml(MAIN_NAV, { linkClassName: "x" }));
  });
});
