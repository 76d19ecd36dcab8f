import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { refuseMalformedTargets } from "./request-target.ts";

const app = new Hono();
app.use(refuseMalformedTargets);
app.all("*", (c) => c.text("ok"));

describe("malformed request targets", () => {
  it.each([
    "/politics?q=%00",
    "/article/%00",
    "/article/%E0%A4",
    "/politics?q=%E0%A4",
    "/x?%ZZ=1",
    "/a%ED%A0%80",
  ])("refuses %s with 400", async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("This address is not valid.\n");
  });

  it.each(["/", "/article/%E0%A4%95", "/politics?q=caf%C3%A9+au+lait&page=2", "/x?q=%2500", "/%F0%9F%98%80"])(
    "lets %s through",
    async (path) => {
      expect((await app.request(path)).status).toBe(200);
    },
  );
});
