/** The publication's addresses, one per purpose. */
export const EMAIL = {
  editor: "editor@borderlandtimes.example",
  tips: "tips@borderlandtimes.example",
  corrections: "corrections@borderlandtimes.example",
  ads: "ads@borderlandtimes.example",
  careers: "careers@borderlandtimes.example",
  privacy: "privacy@borderlandtimes.example",
  accessibility: "accessibility@borderlandtimes.example",
} as const;

export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** A mailto link that shows the address unless told otherwise; it takes the body's link style. */
export function StaticEmail({
  address,
  subject,
  children,
}: {
  address: string;
  subject?: string;
  children?: React.ReactNode;
}) {
  return <a href={mailtoHref(address, subject)}>{children ?? address}</a>;
}

/** A mailto link drawn as the page's main button. */
export function StaticEmailButton({
  address,
  subject,
  children,
}: {
  address: string;
  subject: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={mailtoHref(address, subject)}
      className="inline-flex min-h-11 items-center bg-accent px-5 py-2.5 font-sans text-base font-semibold text-white hover:bg-accent-dark"
    >
      {children}
    </a>
  );
}
