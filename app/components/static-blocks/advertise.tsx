import { ContactEmailButton } from "~/components/contact-email.tsx";
import { useSiteName } from "~/components/static-site-name.ts";

/** Advertise's figures (`{audience-stats}`) and its media kit request (`{media-kit-request}`), decision
 * 0047. */
const STATS = [
  { value: "250K+", label: "Monthly readers" },
  { value: "85%", label: "Read on mobile" },
  { value: "2.5M", label: "Page views per month" },
] as const;

export function AudienceStats() {
  return (
    <dl className="grid grid-cols-1 gap-4 font-sans sm:grid-cols-3">
      {STATS.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse border-t-4 border-accent bg-white p-5 text-center"
        >
          <dt className="mt-1 text-sm font-semibold tracking-wide text-muted uppercase">{stat.label}</dt>
          <dd className="font-serif text-4xl font-black text-ink">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MediaKitRequest() {
  const siteName = useSiteName();
  return (
    <ContactEmailButton
      purpose="ads"
      subject={`Media kit request: ${siteName}`}
      unavailable="The media kit cannot be requested by e-mail yet: the newsroom has not published an advertising address."
    >
      Request Media Kit
    </ContactEmailButton>
  );
}
