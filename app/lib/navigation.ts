export const MAIN_NAV = [
  { to: "/", label: "Home" },
  { to: "/politics", label: "Politics" },
  { to: "/business", label: "Business" },
  { to: "/opinion", label: "Opinion" },
  { to: "/creative", label: "Creative" },
  { to: "/contact", label: "Contact" },
] as const;

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
