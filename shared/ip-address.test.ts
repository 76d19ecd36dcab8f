import { describe, expect, it } from "vitest";
import { ipBytes, unmapped } from "./ip-address.ts";

describe("IP addresses as bytes", () => {
  it("reads IPv4 and every textual form of IPv6, with or without brackets", () => {
    expect(ipBytes("192.0.2.1")).toEqual([192, 0, 2, 1]);
    const loopback = [...new Array<number>(15).fill(0), 1];
    for (const text of ["::1", "[::1]", "0:0:0:0:0:0:0:1", "::0:1"])
      expect(ipBytes(text), text).toEqual(loopback);
    expect(ipBytes("2001:DB8::8:800:200c:417a")).toEqual([
      0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0x08, 0x08, 0, 0x20, 0x0c, 0x41, 0x7a,
    ]);
    expect(ipBytes("::ffff:127.0.0.1")).toEqual(ipBytes("::ffff:7f00:1"));
  });

  it("refuses what is not an address", () => {
    for (const text of [
      "",
      "localhost",
      "256.0.0.1",
      "1.2.3",
      "1::2::3",
      "1:2:3:4:5:6:7",
      "12345::",
      "::1.2.3.4:5",
    ])
      expect(ipBytes(text), text).toBeNull();
  });

  it("takes an IPv4 address written as IPv6 for the IPv4 address", () => {
    expect(unmapped(ipBytes("::ffff:a9fe:a9fe")!)).toEqual([169, 254, 169, 254]);
    expect(unmapped(ipBytes("::1")!)).toHaveLength(16);
  });
});
