import type { ContactPurpose } from "#shared/schemas/settings.ts";
import { useRootData } from "~/lib/root-data.ts";

export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** The address the editors set for `purpose` in Settings, else their general address, else null: a
 * page never shows an address nobody reads. */
export function useContactAddress(purpose: ContactPurpose): string | null {
  const contacts = useRootData()?.contacts;
  return contacts?.[purpose] ?? contacts?.editor ?? null;
}

/** A mailto link that shows the address unless told otherwise; it takes the body's link style. Where
 * no address is set it is the `fallback` words, without a link. */
export function ContactEmail({
  purpose,
  subject,
  fallback = "the editors",
  children,
}: {
  purpose: ContactPurpose;
  subject?: string;
  fallback?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const address = useContactAddress(purpose);
  if (!address) return <>{fallback}</>;
  return <a href={mailtoHref(address, subject)}>{children ?? address}</a>;
}

/** A mailto link drawn as the page's main button; where no address is set, the `unavailable` note. */
export function ContactEmailButton({
  purpose,
  subject,
  unavailable,
  children,
}: {
  purpose: ContactPurpose;
  subject: string;
  unavailable: React.ReactNode;
  children: React.ReactNode;
}) {
  const address = useContactAddress(purpose);
  if (!address) return <p>{unavailable}</p>;
  return (
    <a
      href={mailtoHref(address, subject)}
      className="inline-flex min-h-11 items-center bg-accent px-5 py-2.5 font-sans text-base font-semibold text-white hover:bg-accent-dark"
    >
      {children}
    </a>
  );
}
