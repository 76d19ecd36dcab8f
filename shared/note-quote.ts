/** A passage's quote as a line names it (History, a notification, a note's card): its first words, an
 * image left out. */
export function shortQuote(quote: string | null, max = 60): string {
  const line = (quote ?? "")
    .replace(/\uFFFC/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
