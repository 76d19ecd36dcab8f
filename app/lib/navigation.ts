import { MORE_MENU_CATEGORIES } from "#shared/categories.ts";

export const MAIN_NAV = [
  { to: "/", label: "Home" },
  { to: "/politics", label: "Politics" },
  { to: "/business", label: "Business" },
  { to: "/opinion", label: "Opinion" },
  { to: "/creative", label: "Creative" },
  { to: "/contact", label: "Contact" },
] as const;

/** The MORE dropdown's links (and the mobile menu's 'More sections'): a category's page each, and the
 * sports desk's teams and scores (decision 0078). */
export const MORE_NAV: readonly { to: `/${string}`; label: string }[] = [
  ...MORE_MENU_CATEGORIES.map((category) => ({ to: `/${category.toLowerCase()}` as const, label: category })),
  { to: "/sports", label: "Sports" },
];

/** Whether the page at `pathname` is `to` or one of its pages, as React Router's `NavLink` tells it
 * (letter case aside); the home page only for itself. */
export function isSectionOf(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  return path === to || (to !== "/" && path.startsWith(`${to}/`));
}

export const FOOTER_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/careers", label: "Careers" },
  { to: "/advertise", label: "Advertise" },
  { to: "/contact", label: "Contact" },
  { to: "/accessibility", label: "Accessibility" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/cookie-policy", label: "Cookie Policy" },
] as const;

/** The main navigation's entry for the page at `pathname`, if it is one of their sections. */
export function currentSection(pathname: string): string | undefined {
  return MAIN_NAV.find((item) => isSectionOf(pathname, item.to))?.to;
}
