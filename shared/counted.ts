/** Sizes and counts as people read them (the portal, the command line, the reports). */

/** Bytes as an operator reads them: 1.4 MB, 820 kB. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** '1 file', '3 files', '1 person', '2 people'. */
export const counted = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
