import { describe, expect, it } from "vitest";
import { manageListHref, manageListParams } from "./manage-list-params.ts";

const params = (search: string) => manageListParams(new URL(`http://x/admin/dashboard/articles${search}`));

describe("a portal list's URL", () => {
  it("reads the search text trimmed, the page and the piece being edited", () => {
    expect(params("?q=%20rain%20&page=3&edit=abc")).toEqual({ q: "rain", page: 3, edit: "abc" });
  });

  it("starts at page 1 when the page is absent, zero or not a number", () => {
    for (const search of ["", "?page=0", "?page=-2", "?page=two", "?page=1e3", "?page=2.5"])
      expect(params(search).page).toBe(1);
    expect(params("?page=99999999").page).toBe(1_000_000);
  });

  it("cuts an overlong search to 200 characters", () => {
    expect(params(`?q=${"a".repeat(500)}`).q).toHaveLength(200);
  });

  it("writes only what differs from the defaults", () => {
    expect(manageListHref("/l", {})).toBe("/l");
    expect(manageListHref("/l", { q: "rain & sun", category: "Politics", page: 2, edit: "x" })).toBe(
      "/l?q=rain+%26+sun&category=Politics&page=2&edit=x",
    );
    expect(manageListHref("/l", { page: 1, q: "" })).toBe("/l");
  });
});
