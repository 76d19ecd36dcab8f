import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RATES_PATH, startFakeProviders, type FakeProviders } from "../../tests/helpers/fake-providers.ts";
import { createAddressPolicy } from "./address-policy.ts";
import { createOutbound } from "./outbound.ts";

let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const outbound = (maxBytes?: number) =>
  createOutbound({ origins: [fake.url], policy: createAddressPolicy(["127.0.0.1"]), maxBytes });

describe("the outbound client", () => {
  it("calls only the configured origins", async () => {
    const other = fake.url.replace(/:\d+$/, ":1");
    await expect(outbound().getJson(new URL(`${other}${RATES_PATH}`))).rejects.toMatchObject({
      kind: "refused",
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("does not follow a redirect", async () => {
    fake.answer(RATES_PATH, () => ({ status: 302, body: {} }));
    await expect(outbound().getJson(new URL(`${fake.url}${RATES_PATH}`))).rejects.toMatchObject({
      kind: "status",
    });
  });

  it("stops reading a body larger than its limit", async () => {
    fake.answer(RATES_PATH, () => ({ body: "x".repeat(5000) }));
    await expect(outbound(1000).getJson(new URL(`${fake.url}${RATES_PATH}`))).rejects.toMatchObject({
      kind: "malformed",
    });
    expect(await outbound(10_000).getJson(new URL(`${fake.url}${RATES_PATH}`))).toHaveLength(5000);
  });

  it("reports a closed port as a network failure", async () => {
    const closed = createOutbound({
      origins: ["http://127.0.0.1:1"],
      policy: createAddressPolicy(["127.0.0.1"]),
    });
    await expect(closed.getJson(new URL("http://127.0.0.1:1/v2/rates"))).rejects.toMatchObject({
      kind: "network",
    });
  });
});
