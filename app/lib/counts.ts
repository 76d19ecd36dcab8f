/** A list's count as its status line says it: '1,234', or 'more than 1,000' when the count stopped at a
 * cap (a search counts only a little past the page asked: server/modules/content/count.ts). */
export function countText(total: number, more: boolean): string {
  return `${more ? "more than " : ""}${total.toLocaleString("en-US")}`;
}

/** The noun after a count: one for exactly one row, the plural otherwise (and for 'more than'). */
export function countNoun(total: number, more: boolean, [one, many]: readonly [string, string]): string {
  return total === 1 && !more ? one : many;
}
