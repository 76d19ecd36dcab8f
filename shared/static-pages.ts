/** The eight static pages' addresses (issue 27, decision 0047): each has its route and its row. */
export const PAGE_SLUGS = [
  "about",
  "contact",
  "terms-of-service",
  "privacy-policy",
  "cookie-policy",
  "accessibility",
  "careers",
  "advertise",
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** The structured parts a page's body may hold, each a paragraph of its own (decision 0047). */
export const PAGE_BLOCKS = [
  "team",
  "openings",
  "audience-stats",
  "media-kit-request",
  "cookie-table",
] as const;
export type PageBlock = (typeof PAGE_BLOCKS)[number];

export type PagePart = { html: string } | { block: PageBlock };
export type PageSection = { id: string; title: string; parts: PagePart[] };
/** A page's body as its layout shows it: what comes before the first heading, then the sections. */
export type PageBody = { intro: PagePart[]; sections: PageSection[] };
