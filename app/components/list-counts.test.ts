import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { countNoun, countText } from "~/lib/counts.ts";
import { Pagination } from "./pagination.tsx";
import { ManageListStatus } from "./portal/manage/list-status.tsx";

const render = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, element)).replace(/<!-- -->/g, "");
const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

function status(results: { items: unknown[]; total: number; more: boolean; page: number }) {
  return render(
    createElement(ManageListStatus, {
      loading: false,
      loadingText: "Loading articles...",
      emptyText: "No articles found",
      noun: ["article", "articles"],
      results: { ...results, pageSize: 20 },
      clearHref: "/admin/dashboard/articles",
    }),
  );
}

describe("a count that stopped at its cap, as the lists say it", () => {
  it("reads 'more than' with the plural, and the exact count otherwise", () => {
    expect(countText(100, true)).toBe("more than 100");
    expect(countText(1234, false)).toBe("1,234");
    expect(countNoun(1, false, ["article", "articles"])).toBe("article");
    expect(countNoun(1, true, ["article", "articles"])).toBe("articles");
  });

  it("shows 'Showing 1 to 20 of more than 100 articles' above a capped search", () => {
    expect(status({ items: rows(20), total: 100, more: true, page: 1 })).toContain(
      "Showing 1 to 20 of more than 100 articles",
    );
    expect(status({ items: rows(20), total: 2000, more: true, page: 60 })).toContain(
      "Showing 1,181 to 1,200 of more than 2,000 articles",
    );
    expect(status({ items: rows(7), total: 1047, more: false, page: 53 })).toContain(
      "Showing 1,041 to 1,047 of 1,047 articles",
    );
  });

  it("keeps Next a link after the last page known, behind a gap", () => {
    const hrefFor = (page: number) => `/admin/dashboard/articles?q=harbour&page=${page}`;
    const capped = render(createElement(Pagination, { page: 5, pageCount: 5, more: true, hrefFor }));
    expect(capped).toMatch(/rel="next"[^>]*href="\/admin\/dashboard\/articles\?q=harbour&amp;page=6"/);
    expect(capped).toMatch(/Page 5.*…/s);
    const last = render(createElement(Pagination, { page: 5, pageCount: 5, hrefFor }));
    expect(last).not.toContain('rel="next"');
    expect(render(createElement(Pagination, { page: 1, pageCount: 1, more: true, hrefFor }))).toContain(
      'rel="next"',
    );
  });
});
