import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOldSite } from "../../tests/helpers/moving-in.ts";
import { createAddressPolicy } from "./address-policy.ts";
import { createFileFetch } from "./outbound.ts";

let site: Awaited<ReturnType<typeof startOldSite>>;
beforeAll(async () => {
  site = await startOldSite();
});
afterAll(() => site.close());

describe("fetching another site's files (an import's images)", () => {
  it("gets a file's bytes from an address the policy permits", async () => {
    const fetch = createFileFetch({ policy: createAddressPolicy(["127.0.0.1"]) });
    const bytes = await fetch(new URL(`${site.origin}/wp-content/uploads/2026/06/market.png`));
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("never calls a private address the policy does not name, nor anything but http", async () => {
    const fetch = createFileFetch({ policy: createAddressPolicy() });
    const asked = site.asked.length;
    await expect(
      fetch(new URL(`${site.origin}/wp-content/uploads/2026/06/market.png`)),
    ).rejects.toMatchObject({
      kind: "refused",
    });
    await expect(fetch(new URL("file:///etc/passwd"))).rejects.toMatchObject({ kind: "refused" });
    expect(site.asked.length).toBe(asked);
  });

  it("refuses an answer that is not 2xx or is larger than the limit", async () => {
    const policy = createAddressPolicy(["127.0.0.1"]);
    await expect(createFileFetch({ policy })(new URL(`${site.origin}/gone.jpg`))).rejects.toMatchObject({
      kind: "status",
    });
    const small = createFileFetch({ policy, maxBytes: 10 });
    await expect(small(new URL(`${site.origin}/content/images/2026/06/market.png`))).rejects.toMatchObject({
      kind: "malformed",
    });
  });
});
