import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PATH_SEGMENTS_MAX, refuseMalformedTargets } from "./request-target.ts";

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

  it("answers a path of more segments than any page has with 404, without going further", async () => {
    const deep = (segments: number) => "/x".repeat(segments);
    const refused = await app.request(deep(PATH_SEGMENTS_MAX + 1));
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe("There is no page at this address.\n");
    expect((await app.request("/" + "/".repeat(PATH_SEGMENTS_MAX))).status).toBe(404);
    expect((await app.request(`${deep(8_000)}?q=1`)).status).toBe(404);
    expect((await app.request(deep(PATH_SEGMENTS_MAX))).status).toBe(200);
    expect((await app.request("/admin/dashboard/articles/1234/edit")).status).toBe(200);
  });
});
