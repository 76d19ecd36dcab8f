/** Whether the first page the tab loaded (`landing`, its address) is the home page, tracking
 * parameters or not: the half of the splash's rule (./splash-rule.ts) cheap enough for every page. */
export function opensOnHome(landing: string): boolean {
  return URL.parse(landing, "http://site")?.pathname === "/";
}
