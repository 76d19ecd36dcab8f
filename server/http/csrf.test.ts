import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { allowsStateChange, csrf, CSRF_REFUSAL } from "./csrf.ts";

const PUBLIC = "https://news.example.org";
const URL_SEEN = "https://127.0.0.1:3000/api/comments";

const allows = (headers: Record<string, string>, method = "POST") =>
  allowsStateChange({ method, url: URL_SEEN, headers: new Headers(headers) }, PUBLIC);

describe("the CSRF rule", () => {
  it("accepts our own origins: the one the browser addressed and PUBLIC_URL's", () => {
    expect(allows({ origin: "https://127.0.0.1:3000", "sec-fetch-site": "same-origin" })).toBe(true);
    expect(allows({ origin: PUBLIC, "sec-fetch-site": "same-origin" })).toBe(true);
    expect(allows({ origin: PUBLIC })).toBe(true);
  });

  it("refuses a foreign or null Origin, and cross-site or foreign same-site fetches", () => {
    expect(allows({ origin: "https://attacker.example" })).toBe(false);
    expect(allows({ origin: "null" })).toBe(false);
    expect(allows({ origin: "null", "sec-fetch-site": "same-origin" })).toBe(false);
    expect(allows({ origin: "http://127.0.0.1:3000" })).toBe(false);
    expect(allows({ origin: "https://127.0.0.1:3001", "sec-fetch-site": "same-site" })).toBe(false);
    expect(allows({ "sec-fetch-site": "cross-site" })).toBe(false);
    expect(allows({ origin: PUBLIC, "sec-fetch-site": "cross-site" })).toBe(false);
    expect(allows({ "sec-fetch-site": "same-site" })).toBe(false);
    expect(allows({ origin: "not a url" })).toBe(false);
  });

  it("accepts a client that is no browser (neither header), e.g. a one-click unsubscribe", () => {
    expect(allows({})).toBe(true);
  });

  it("checks every state-changing method and no safe one", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "PROPFIND"])
      expect(allows({ origin: "null" }, method)).toBe(false);
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(allows({ origin: "null" }, method)).toBe(true);
  });
});

describe("the middleware", () => {
  it("answers a refusal with 403 and a short text before the handler runs", async () => {
    let ran = 0;
    const app = new Hono();
    app.use(csrf({ publicUrl: PUBLIC }));
    app.all("*", (c) => {
      ran++;
      return c.text("ok");
    });
    const refused = await app.request("http://localhost/x", { method: "POST", headers: { origin: "null" } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(CSRF_REFUSAL);
    expect(ran).toBe(0);
    const accepted = await app.request("http://localhost/x", {
      method: "POST",
      headers: { origin: "http://localhost" },
    });
    expect(accepted.status).toBe(200);
  });
});
