import { describe, expect, it } from "vitest";
import { settle } from "../helpers/route-calls.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import type { Db } from "../../server/db/client.ts";
import { readingAction } from "../../app/routes/reading.server.ts";

const post = (mode: string) =>
  settle(
    readingAction({
      request: new Request("http://localhost:3000/reading", {
        method: "POST",
        headers: { Referer: "http://localhost:3000/politics?page=2", Origin: "http://localhost:3000" },
        body: new URLSearchParams({ mode }),
      }),
      context: testLoadContext(undefined as unknown as Db).context,
      params: {},
    } as Parameters<typeof readingAction>[0]),
  );

describe("the footer's switch of the reading mode (POST /reading)", () => {
  it("keeps the reader's choice in a cookie and goes back to their page", async () => {
    const light = await post("light");
    expect(light.status).toBe(303);
    expect(light.headers.get("location")).toBe("/politics?page=2");
    expect(light.headers.get("set-cookie")).toMatch(/^bt_reading=light; Path=\/; Max-Age=31536000;/);
    const full = await post("full");
    expect(full.headers.get("set-cookie")).toMatch(/^bt_reading=; Path=\/; Max-Age=0;/);
  });

  it("refuses anything else with a message, and sets nothing", async () => {
    const refused = await post("dark");
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ ok: false, error: "Choose light or full pages." });
    expect(refused.headers.get("set-cookie")).toBeNull();
  });
});
