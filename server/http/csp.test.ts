import type { Context } from "hono";
import { describe, expect, it } from "vitest";
import { nonceSource } from "./csp.ts";

/** A context with only what the nonce needs: its variables. */
function context(): Context {
  const variables = new Map<string, unknown>();
  return {
    get: (key: string) => variables.get(key),
    set: (key: string, value: unknown) => void variables.set(key, value),
  } as unknown as Context;
}

describe("the responses' nonces", () => {
  it("are 16 random bytes each, never the same twice, across refills of the pool", () => {
    const nonces = Array.from({ length: 1000 }, () => nonceSource(context()));
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) {
      const [, value] = nonce.match(/^'nonce-([A-Za-z0-9+/]{22}==)'$/)!;
      expect(Buffer.from(value!, "base64")).toHaveLength(16);
    }
  });

  it("is the same for every use within one response, and kept where the renderer reads it", () => {
    const c = context();
    const first = nonceSource(c);
    expect(nonceSource(c)).toBe(first);
    expect(first).toBe(`'nonce-${c.get("secureHeadersNonce")}'`);
  });
});
