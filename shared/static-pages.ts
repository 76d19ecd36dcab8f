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
