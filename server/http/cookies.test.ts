import { describe, expect, it } from "vitest";
import { readCookie, setCookie } from "./cookies.ts";

const http = (cookie = "") => new Request("http://localhost/", { headers: { cookie } });
const https = (cookie = "") => new Request("https://news.example.org/", { headers: { cookie } });

describe("the site's cookies", () => {
  it("over https: __Host- name, Secure, Path=/ and no Domain", () => {
    const expires = new Date("2027-01-01T00:00:00Z");
    expect(setCookie(https(), "bt_session", "abc", { expires })).toBe(
      "__Host-bt_session=abc; Path=/; Expires=Fri, 01 Jan 2027 00:00:00 GMT; HttpOnly; SameSite=Lax; Secure",
    );
    expect(setCookie(https(), "bt_flash", null)).toBe(
      "__Host-bt_flash=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("over plain http: the bare name, without Secure", () => {
    expect(setCookie(http(), "bt_flash", "x", { maxAgeSeconds: 60 })).toBe(
      "bt_flash=x; Path=/; Max-Age=60; HttpOnly; SameSite=Lax",
    );
    expect(setCookie(http(), "bt_session", "x")).toBe("bt_session=x; Path=/; HttpOnly; SameSite=Lax");
  });

  it("reads only the name this request's scheme gives the cookie", () => {
    const both = "bt_session=plain; __Host-bt_session=prefixed; other=1";
    expect(readCookie(https(both), "bt_session")).toBe("prefixed");
    expect(readCookie(http(both), "bt_session")).toBe("plain");
    expect(readCookie(https("bt_session=planted"), "bt_session")).toBeUndefined();
    expect(readCookie(http("xbt_session=1; bt_session="), "bt_session")).toBeUndefined();
  });
});
