import { describe, expect, it } from "vitest";
import { isPersonal, namesEtag } from "./cache-rules.ts";

describe("isPersonal", () => {
  const at = (cookie: string) =>
    isPersonal(new Request("http://127.0.0.1/politics", { headers: cookie ? { cookie } : {} }));

  it("knows a session or flash cookie under its http and its https name, whatever the request's scheme", () => {
    // Behind a TLS proxy the cache sees the request before the proxy layer makes its URL https.
    expect(at("__Host-bt_session=abc")).toBe(true);
    expect(at("theme=dark; __Host-bt_flash=xyz")).toBe(true);
    expect(at("bt_session=abc")).toBe(true);
    expect(at("a=1;bt_flash=xyz")).toBe(true);
  });

  it("takes other cookies and empty values for anonymous", () => {
    expect(at("")).toBe(false);
    expect(at("xbt_session=abc; consent=yes")).toBe(false);
    expect(at("bt_session=; bt_flash=")).toBe(false);
  });
});

describe("namesEtag", () => {
  it("matches a weak or strong form of the tag, in a list, or any tag for *", () => {
    expect(namesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(namesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(namesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(namesEtag("*", 'W/"abc"')).toBe(true);
    expect(namesEtag('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(namesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
