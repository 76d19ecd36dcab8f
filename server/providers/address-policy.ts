import { BlockList, isIP } from "node:net";

/** Networks a provider call must never reach unless configured: this machine, private and link-local
 * networks (cloud metadata services live at 169.254.169.254), shared, reserved and multicast ranges. */
const FORBIDDEN: [string, number, "ipv4" | "ipv6"][] = [
  ["0.0.0.0", 8, "ipv4"],
  ["10.0.0.0", 8, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["127.0.0.0", 8, "ipv4"],
  ["169.254.0.0", 16, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.0.0.0", 24, "ipv4"],
  ["192.0.2.0", 24, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["198.18.0.0", 15, "ipv4"],
  ["198.51.100.0", 24, "ipv4"],
  ["203.0.113.0", 24, "ipv4"],
  ["224.0.0.0", 3, "ipv4"],
  ["::", 128, "ipv6"],
  ["::1", 128, "ipv6"],
  ["64:ff9b:1::", 48, "ipv6"],
  ["100::", 64, "ipv6"],
  ["2001:db8::", 32, "ipv6"],
  ["2002::", 16, "ipv6"],
  ["fc00::", 7, "ipv6"],
  ["fe80::", 10, "ipv6"],
  ["ff00::", 8, "ipv6"],
];

const forbidden = new BlockList();
for (const [network, prefix, type] of FORBIDDEN) forbidden.addSubnet(network, prefix, type);

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) as the IPv4 address it is. */
function unmapped(address: string): string {
  const lower = address.toLowerCase();
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return address;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** One entry of PROVIDER_ALLOW_ADDRESSES: an address or a CIDR range. Throws when it is neither. */
function parseEntry(entry: string): { network: string; prefix: number } {
  const [address = "", prefixText, extra] = entry.split("/");
  const network = unmapped(address);
  const version = isIP(network);
  const max = version === 6 ? 128 : 32;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!version || extra !== undefined || !(prefix <= max))
    throw new Error("must be a comma-separated list of IP addresses or CIDR ranges");
  return { network, prefix };
}

/** PROVIDER_ALLOW_ADDRESSES as a list; throws with a readable message when an entry is not valid. */
export function parseAddressList(value: string): string[] {
  const list = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of list) parseEntry(entry);
  return list;
}

export type AddressPolicy = { permits(address: string): boolean };

/** Which addresses provider calls may connect to: any public address, and the forbidden ones only when
 * `allowed` (addresses and CIDR ranges) names them. */
export function createAddressPolicy(allowed: string[] = []): AddressPolicy {
  const exceptions = new BlockList();
  for (const entry of allowed) {
    const { network, prefix } = parseEntry(entry);
    exceptions.addSubnet(network, prefix, family(network));
  }
  return {
    permits(address) {
      const plain = unmapped(address);
      if (!isIP(plain)) return false;
      const type = family(plain);
      return exceptions.check(plain, type) || !forbidden.check(plain, type);
    },
  };
}
