import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { databaseOutage, OUTAGE_MESSAGE } from "./outage.ts";

/** An app that fails as a page, a data request and an endpoint fail when the database is gone. */
function failingApp(ping: () => Promise<boolean>) {
  const app = new Hono();
  app.use(databaseOutage(ping));
  app.get("/page", (c) => c.html("<h1>Something went wrong</h1>", 500));
  app.get("/page.data", (c) => c.body("encoded error", 500, { "X-Remix-Response": "yes" }));
  app.post("/api/comments", (c) => c.json({ ok: false, error: "Something went wrong." }, 500));
  app.get("/fine", (c) => c.text("fine"));
  return app;
}

describe("database outage", () => {
  it("answers a failed page 503 with Retry-After and a readable page while the database is down", async () => {
    const response = await failingApp(async () => false).request("/page");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("The site is briefly unavailable");
  });

  it("keeps React Router's body of a data request, and answers an endpoint with a short JSON failure", async () => {
    const app = failingApp(async () => false);
    const data = await app.request("/page.data");
    expect([data.status, data.headers.get("x-remix-response"), await data.text()]).toEqual([
      503,
      "yes",
      "encoded error",
    ]);
    const endpoint = await app.request("/api/comments", { method: "POST" });
    expect(endpoint.status).toBe(503);
    expect(endpoint.headers.get("retry-after")).toBe("30");
    expect(await endpoint.json()).toEqual({ ok: false, error: OUTAGE_MESSAGE });
  });

  it("answers a browser's form post to an endpoint with the page", async () => {
    const response = await failingApp(async () => false).request("/api/comments", {
      method: "POST",
      headers: { "Sec-Fetch-Mode": "navigate" },
    });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("The site is briefly unavailable");
  });

  it("leaves a 500 alone while the database answers, and never pings for a success", async () => {
    let pings = 0;
    const app = failingApp(async () => (pings++, true));
    expect((await app.request("/fine")).status).toBe(200);
    expect(pings).toBe(0);
    expect((await app.request("/page")).status).toBe(500);
    expect(pings).toBe(1);
  });

  it("pings once for many failures within a second, and counts a ping that hangs as down", async () => {
    let pings = 0;
    const app = new Hono();
    app.use(databaseOutage(() => (pings++, new Promise<boolean>(() => {})), { pingTimeoutMs: 50 }));
    app.get("*", (c) => c.html("<p>error</p>", 500));
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request("/page")));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(503));
    expect((await app.request("/again")).status).toBe(503);
    expect(pings).toBe(1);
  });
});
