/** A list's count as its status line says it: '1,234', or 'more than 1,000' when the count stopped at a
 * cap (a search counts only a little past the page asked: server/modules/content/count.ts). */
export function countText(total: number, more: boolean): string {
  return `${more ? "more than " : ""}${total.toLocaleString("en-US")}`;
}

/** The noun after a count: one for exactly one row, the plural otherwise (and for 'more than'). */
export function countNoun(total: number, more: boolean, [one, many]: readonly [string, string]): string {
  return total === 1 && !more ? one : many;
}

/** The newsletter's subscribers as the dashboard and the Newsletter page say them: '2 confirmed,
 * 1 waiting' (waiting: the address is not confirmed yet, and no issue goes to it). */
export function subscriberFigures({ confirmed, waiting }: { confirmed: number; waiting: number }): string {
  return `${confirmed.toLocaleString("en-US")} confirmed, ${waiting.toLocaleString("en-US")} waiting`;
}
