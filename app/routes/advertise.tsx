import { Link } from "react-router";
import type { Route } from "./+types/advertise";
import { ContactEmail, ContactEmailButton } from "~/components/contact-email.tsx";
import { StaticPage } from "~/components/static-page.tsx";
import { useSiteName } from "~/components/static-site-name.ts";
import { pageMeta, siteNameFrom } from "~/lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Advertise",
    description: `Reach readers across North-East India, Bangladesh and Myanmar with ${siteNameFrom(matches)}: display banners, newsletter sponsorship and sponsored event listings.`,
  });

const STATS = [
  { value: "250K+", label: "Monthly readers" },
  { value: "85%", label: "Read on mobile" },
  { value: "2.5M", label: "Page views per month" },
] as const;

const OPTIONS = [
  {
    name: "Display banners",
    text: "Image banners on the home page, section pages and articles, in fixed slots that are set apart from the stories and marked \u201cAdvertisement\u201d. Banners are served from our own site, without tracking scripts.",
  },
  {
    name: "Newsletter sponsorship",
    text: "One sponsor per weekly issue, shown as a clearly marked \u201cSponsored by\u201d message with your name, a short line of text and a link.",
  },
  {
    name: "Sponsored events listings",
    text: "Festivals, fairs, exhibitions, courses and community events, listed in a separate events box labelled \u201cSponsored\u201d.",
  },
] as const;

function AudienceStats() {
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

export default function Advertise() {
  const siteName = useSiteName();
  return (
    <StaticPage
      title="Advertise"
      standfirst={`Put your business, school or event in front of a young, engaged audience that trusts ${siteName} for news about its own region.`}
      toc
      sections={[
        {
          id: "audience",
          title: "Our Audience",
          content: (
            <>
              <AudienceStats />
              <p className="mt-4 mb-4 font-sans text-sm text-muted">
                Figures are our own estimates; the media kit explains how they are counted.
              </p>
              <p>
                Our readers are students, parents, teachers and working people across North-East India, with a
                growing audience in Bangladesh and Myanmar. Most of them read on their phones, often more than
                once a day.
              </p>
            </>
          ),
        },
        {
          id: "options",
          title: "Advertising Options",
          content: (
            <ul>
              {OPTIONS.map((option) => (
                <li key={option.name}>
                  <strong>{option.name}.</strong> {option.text}
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: "rates",
          title: "Rates",
          content: (
            <p>
              Rates are available on request. We offer reduced rates to local businesses, student clubs,
              schools and non-profit organisations, and we are happy to build a small package that fits your
              budget.
            </p>
          ),
        },
        {
          id: "standards",
          title: "Our Standards",
          content: (
            <>
              <ul>
                <li>
                  We publish no advertorials: we never publish paid content disguised as journalism, and every
                  paid placement is clearly labelled.
                </li>
                <li>
                  Advertising is kept separate from editorial decisions. Advertisers have no say over our
                  coverage and do not see stories before publication.
                </li>
                <li>We do not use advertising cookies or track readers for advertisers.</li>
                <li>
                  We decline advertising for tobacco, alcohol, gambling, political parties and campaigns, and
                  products that make misleading claims.
                </li>
              </ul>
              <p>
                Read more in the Advertising and Ethics section of our <Link to="/contact">Contact</Link>{" "}
                page.
              </p>
            </>
          ),
        },
        {
          id: "media-kit",
          title: "Media Kit",
          content: (
            <>
              <p>
                Our media kit has audience details, ad sizes and examples. Ask for it, or write to{" "}
                <ContactEmail purpose="ads" /> with any questions; we reply within three working days.
              </p>
              <ContactEmailButton
                purpose="ads"
                subject={`Media kit request: ${siteName}`}
                unavailable="The media kit cannot be requested by e-mail yet: the newsroom has not published an advertising address."
              >
                Request Media Kit
              </ContactEmailButton>
            </>
          ),
        },
      ]}
    />
  );
}
