import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { SHARED_RESOURCE_PATHS, sharedResource } from "./shared-resources.ts";

/** Decision 0082: the files other sites show may be loaded from anywhere; pages stay same-origin. */
describe("shared resources", () => {
  const app = new Hono();
  app.use(secureHeaders({ overwrite: false }));
  for (const path of SHARED_RESOURCE_PATHS) app.use(path, sharedResource);
  app.get("*", (c) => c.text("ok"));
  const policy = async (path: string) =>
    (await app.request(path)).headers.get("cross-origin-resource-policy");

  it("lets webmail, feed readers and players elsewhere load uploads and the site's images", async () => {
    expect(await policy("/uploads/Abc123_-xyz.webp")).toBe("cross-origin");
    expect(await policy("/images/logo.png")).toBe("cross-origin");
  });

  it("keeps every other answer same-origin", async () => {
    expect(await policy("/article/a-story")).toBe("same-origin");
    expect(await policy("/admin/dashboard")).toBe("same-origin");
    expect(await policy("/assets/entry.client-abc.js")).toBe("same-origin");
  });
});
