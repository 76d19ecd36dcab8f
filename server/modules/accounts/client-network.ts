import { ipBytes, unmapped } from "#shared/ip-address.ts";

/** What a client's address stands for in a per-address count: an IPv4 address itself, and an IPv6
 * address its /64, the one network a subscriber gets (counted by address, one IPv6 client would have
 * 2^64 fresh addresses). An IPv4 address written as IPv6 is the IPv4 address; anything else ('unknown'
 * when there is no peer) is itself. */
export function clientNetwork(ip: string): string {
  const bytes = ipBytes(ip);
  if (!bytes) return ip;
  const plain = unmapped(bytes);
  if (plain.length === 4) return plain.join(".");
  const groups = [0, 2, 4, 6].map((i) => ((plain[i]! << 8) | plain[i + 1]!).toString(16));
  return `${groups.join(":")}::/64`;
}
