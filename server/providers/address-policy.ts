import { BlockList, isIP } from "node:net";
import { ipBytes, unmapped } from "#shared/ip-address.ts";
import { PRIVATE_NETWORKS } from "#shared/private-hosts.ts";

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** A provider call never reaches a private network (shared/private-hosts.ts) unless configured. */
const forbidden = new BlockList();
for (const [network, prefix] of PRIVATE_NETWORKS) forbidden.addSubnet(network, prefix, family(network));

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) as the IPv4 address it is. */
function unmappedText(address: string): string {
  const bytes = ipBytes(address);
  const plain = bytes && unmapped(bytes);
  return bytes?.length === 16 && plain?.length === 4 ? plain.join(".") : address;
}

/** One entry of PROVIDER_ALLOW_ADDRESSES: an address or a CIDR range. Throws when it is neither. */
function parseEntry(entry: string): { network: string; prefix: number } {
  const [address = "", prefixText, extra] = entry.split("/");
  const network = unmappedText(address);
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
      const plain = unmappedText(address);
      if (!isIP(plain)) return false;
      const type = family(plain);
      return exceptions.check(plain, type) || !forbidden.check(plain, type);
    },
  };
}
