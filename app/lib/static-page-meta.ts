/** Each static page's description for search engines and shares, as the pages had it in TSX (decision
 * 0047): the page's title and text are the editors', this line stays with the address. */
export const STATIC_PAGE_DESCRIPTIONS: Record<string, (siteName: string) => string> = {
  about: (s) => `Who ${s} is: a student-run publication, what it covers and how its newsroom works.`,
  contact: (s) =>
    `Reach the student editors of ${s}: news tips, corrections, letters, opinion pieces and submission guidelines.`,
  "terms-of-service": (s) =>
    `The rules for reading ${s}, creating a reader account, commenting, liking and subscribing to the newsletter.`,
  "privacy-policy": (s) =>
    `What ${s} stores about readers, why, for how long, and how to see or delete it. No advertising, no tracking, no third-party analytics.`,
  "cookie-policy": (s) =>
    `${s} sets two first-party cookies, both needed for the site to work: no advertising cookies, no tracking, no third-party analytics.`,
  accessibility: (s) =>
    `How ${s} works to meet WCAG 2.1 level AA, what we know still needs work, and how to report an accessibility problem.`,
  careers: (s) =>
    `Join the student newsroom of ${s}: volunteer openings for reporters, photographers and editors.`,
  advertise: (s) => `Advertising with ${s}: who reads it, what it offers and whom to write to.`,
};
