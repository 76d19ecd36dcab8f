import { describe, expect, it } from "vitest";
import { createAddressPolicy, parseAddressList } from "./address-policy.ts";

describe("the addresses provider calls may reach", () => {
  const policy = createAddressPolicy();

  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "0.0.0.0",
    "::",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "224.0.0.1",
    "255.255.255.255",
    "::ffff:10.0.0.1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(policy.permits(address)).toBe(false);
  });

  it.each(["8.8.8.8", "104.16.132.229", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "permits the public address %s",
    (address) => {
      expect(policy.permits(address)).toBe(true);
    },
  );

  it("permits what PROVIDER_ALLOW_ADDRESSES names, and nothing more", () => {
    const allowing = createAddressPolicy(parseAddressList("127.0.0.1, 10.20.0.0/16, ::1"));
    expect(allowing.permits("127.0.0.1")).toBe(true);
    expect(allowing.permits("::ffff:127.0.0.1")).toBe(true);
    expect(allowing.permits("::1")).toBe(true);
    expect(allowing.permits("10.20.3.4")).toBe(true);
    expect(allowing.permits("127.0.0.2")).toBe(false);
    expect(allowing.permits("10.21.0.1")).toBe(false);
    expect(allowing.permits("169.254.169.254")).toBe(false);
  });

  it.each(["localhost", "10.0.0.0/33", "10.0.0.1/8/2", "::1/129", "10.0.0/8", "1.2.3.4/x"])(
    "refuses %s as an entry of the list",
    (entry) => {
      expect(() => parseAddressList(entry)).toThrow(
        "must be a comma-separated list of IP addresses or CIDR ranges",
      );
    },
  );
});
