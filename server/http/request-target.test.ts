import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PATH_SEGMENTS_MAX, refuseMalformedTargets, withinDepth } from "./request-target.ts";

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

  it("cuts a path of more segments than any page has to the first PATH_SEGMENTS_MAX", async () => {
    const deep = (segments: number) => "/x".repeat(segments);
    const url = (path: string) => `http://localhost${path}`;
    const shallow = new Request(url(deep(PATH_SEGMENTS_MAX)));
    expect(withinDepth(shallow)).toBe(shallow);
    expect(new URL(withinDepth(new Request(url(`${deep(8_000)}?q=1`))).url)).toMatchObject({
      pathname: deep(PATH_SEGMENTS_MAX),
      search: "?q=1",
    });
    const posted = withinDepth(
      new Request(url(deep(40)), { method: "POST", body: "a=1", headers: { "Content-Type": "text/plain" } }),
    );
    expect(posted.method).toBe("POST");
    expect(posted.headers.get("Content-Type")).toBe("text/plain");
    expect(await posted.text()).toBe("a=1");
    expect(new URL(withinDepth(new Request(url("/" + "/".repeat(40)))).url).pathname).toBe(
      "/".repeat(PATH_SEGMENTS_MAX),
    );
  });
});
