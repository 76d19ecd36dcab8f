export const MAIN_NAV = [
  { to: "/", label: "Home" },
  { to: "/politics", label: "Politics" },
  { to: "/business", label: "Business" },
  { to: "/opinion", label: "Opinion" },
  { to: "/creative", label: "Creative" },
  { to: "/contact", label: "Contact" },
] as const;

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
