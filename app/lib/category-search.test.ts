import { describe, expect, it } from "vitest";
import { parseCategorySearch, parseCreativeSearch } from "./category-search-parse.ts";
import {
  categoriesForPath,
  searchPlaceholder,
  serializeCategorySearch,
  serializeCreativeSearch,
} from "./category-search.ts";

const parse = (search: string) => parseCategorySearch(new URLSearchParams(search));

describe("parseCategorySearch", () => {
  it("reads q, date and page", () => {
    expect(parse("?q=election&date=2026-11-22&page=3")).toEqual({
      q: "election",
      date: "2026-11-22",
      page: 3,
    });
  });

  it("defaults to no search, no date and page 1", () => {
    expect(parse("")).toEqual({ q: "", date: null, page: 1 });
  });

  it("trims the search text and caps its length", () => {
    expect(parse("?q=%20%20tea%20garden%20").q).toBe("tea garden");
    expect(parse(`?q=${"x".repeat(500)}`).q).toHaveLength(200);
  });

  it.each(["2026-02-30", "2026-13-01", "22-11-2026", "yesterday", "2026-1-5", ""])(
    "ignores the date %j",
    (date) => {
      expect(parse(`?date=${date}`).date).toBeNull();
    },
  );

  it.each(["0", "-2", "abc", "1.5", "", "Infinity", "1e12", "3.0974002389500267e%2B28"])(
    "reads page %j as page 1",
    (page) => {
      expect(parse(`?page=${page}`).page).toBe(1);
    },
  );

  it("caps an absurdly large page, which the query then clamps to the last page", () => {
    expect(parse("?page=999999999999999999999999").page).toBe(1_000_000);
  });

  it("keeps the other parameters when one is invalid", () => {
    expect(parse("?q=flood&date=nope&page=x")).toEqual({ q: "flood", date: null, page: 1 });
  });
});

describe("serializeCategorySearch", () => {
  it("writes only the parts that say something", () => {
    expect(serializeCategorySearch({ q: "", date: null, page: 1 })).toBe("");
    expect(serializeCategorySearch({ q: "  budget ", page: 1 })).toBe("?q=budget");
    expect(serializeCategorySearch({ date: "2026-11-22", page: 2 })).toBe("?date=2026-11-22&page=2");
  });

  it("round-trips through the parser, including characters that need escaping", () => {
    const search = { q: "50% & rising_fast? #1", date: "2024-03-10", page: 4 };
    expect(parse(serializeCategorySearch(search))).toEqual(search);
  });
});

describe("categoriesForPath", () => {
  it("maps a category path to its category", () => {
    expect(categoriesForPath("culture")).toEqual(["Culture"]);
    expect(categoriesForPath("politics")).toEqual(["Politics"]);
  });

  it("maps technology to Science, style to Lifestyle and general (a category too) to all", () => {
    expect(categoriesForPath("technology")).toEqual(["Science"]);
    expect(categoriesForPath("style")).toEqual(["Lifestyle"]);
    expect(categoriesForPath("general")).toBeNull();
  });

  it("lists nothing for an unknown path", () => {
    expect(categoriesForPath("gossip")).toEqual([]);
  });
});

describe("searchPlaceholder", () => {
  it("names the section in lower case", () => {
    expect(searchPlaceholder("politics")).toBe("Search politics articles...");
    expect(searchPlaceholder("International")).toBe("Search international articles...");
  });
});

describe("creative page parameters", () => {
  const id = "0b5a3c52-9a55-4c3e-b0e2-2f3c2b8b1d4e";

  it("reads type, page and piece", () => {
    expect(parseCreativeSearch(new URLSearchParams(`?type=poetry&page=2&piece=${id}`))).toEqual({
      type: "poetry",
      page: 2,
      piece: id,
    });
  });

  it("ignores an unknown type, a bad page and a piece that is not an id", () => {
    expect(parseCreativeSearch(new URLSearchParams("?type=sculpture&page=0&piece=1%20or%201=1"))).toEqual({
      type: null,
      page: 1,
      piece: null,
    });
  });

  it("serializes without defaults and round-trips", () => {
    expect(serializeCreativeSearch({ type: null, page: 1, piece: null })).toBe("");
    const search = { type: "visual_art" as const, page: 3, piece: id };
    expect(parseCreativeSearch(new URLSearchParams(serializeCreativeSearch(search)))).toEqual(search);
  });
});
