import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

describe("the network a client's address is counted as", () => {
  it("is an IPv4 address itself, also when written as IPv6", () => {
    expect(clientNetwork("198.51.100.7")).toBe("198.51.100.7");
    expect(clientNetwork("::ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    expect(clientNetwork("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
  });

  it("is whatever else it is given, such as 'unknown'", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
  });
});
