/** An IP address as its bytes (4 for IPv4, 16 for IPv6), or null when the text is not one. IPv4 in
 * dotted decimal; IPv6 in any textual form of RFC 4291 §2.2 (`::` compression, a dotted IPv4 tail),
 * with or without the brackets of a URL. Pure, for the browser as for the server. */
export function ipBytes(text: string): number[] | null {
  const plain = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  return plain.includes(":") ? ipv6Bytes(plain.toLowerCase()) : ipv4Bytes(plain);
}

function ipv4Bytes(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

function ipv6Bytes(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = halves.map((half) => (half === "" ? [] : half.split(":")));
  const words: number[][] = [];
  for (const half of groups) {
    const bytes: number[] = [];
    for (const [i, group] of half.entries()) {
      const tail = i === half.length - 1 && half === groups.at(-1) ? ipv4Bytes(group) : null;
      if (tail) bytes.push(...tail);
      else if (/^[0-9a-f]{1,4}$/.test(group)) bytes.push(parseInt(group, 16) >> 8, parseInt(group, 16) & 255);
      else return null;
    }
    words.push(bytes);
  }
  const [head = [], rest = []] = words;
  const missing = 16 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 2) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...rest];
}

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) as the IPv4 address it is. */
export function unmapped(bytes: number[]): number[] {
  const mapped =
    bytes.length === 16 && bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255;
  return mapped ? bytes.slice(12) : bytes;
}
