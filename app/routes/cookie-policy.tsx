import { Link } from "react-router";
import type { Route } from "./+types/cookie-policy";
import { ContactEmail } from "~/components/contact-email.tsx";
import { StaticPage } from "~/components/static-page.tsx";
import { useSiteName } from "~/components/static-site-name.ts";
import { pageMeta, siteNameFrom } from "~/lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cookie Policy",
    description: `${siteNameFrom(matches)} sets two first-party cookies, both needed for the site to work: no advertising cookies, no tracking, no third-party analytics.`,
  });

const COOKIES = [
  {
    name: "bt_session",
    purpose:
      "Keeps you signed in after you sign in. It holds a random code; our server keeps only a hash of it.",
    duration:
      "Until you sign out, after 30 days without use, or after 90 days at most, whichever comes first.",
    type: "Strictly necessary, first-party. HTTP-only (scripts cannot read it), SameSite=Lax, Secure over HTTPS.",
  },
  {
    name: "bt_flash",
    purpose:
      "Carries a one-time notification, such as a confirmation that your comment was posted, across a redirect to the next page.",
    duration: "Short-lived: deleted as soon as the message has been read.",
    type: "Strictly necessary, first-party.",
  },
] as const;

const COLUMNS = [
  { key: "name", label: "Name" },
  { key: "purpose", label: "Purpose" },
  { key: "duration", label: "Duration" },
  { key: "type", label: "Type" },
] as const;

/** Wide columns: the cookies as a table. The switch is a container query in rem, so it follows the
 * reader's text size as well as the screen width. */
function CookieTable() {
  return (
    <table className="mb-6 hidden w-full border-collapse border border-rule bg-white text-left font-sans text-base @2xl:table">
      <caption className="sr-only">Cookies we set</caption>
      <thead className="bg-ink text-white">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column.key} scope="col" className="px-4 py-3 font-semibold">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {COOKIES.map((cookie) => (
          <tr key={cookie.name} className="border-t border-rule align-top">
            <th scope="row" className="px-4 py-3 font-mono text-sm font-semibold whitespace-nowrap">
              {cookie.name}
            </th>
            <td className="px-4 py-3">{cookie.purpose}</td>
            <td className="px-4 py-3">{cookie.duration}</td>
            <td className="px-4 py-3">{cookie.type}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Narrow columns (or large text): the same facts, one card per cookie, so nothing scrolls sideways. */
function CookieList() {
  return (
    <ul className="mb-6 space-y-4 font-sans text-base @2xl:hidden">
      {COOKIES.map((cookie) => (
        <li key={cookie.name} className="border border-rule bg-white p-4">
          <dl className="space-y-3">
            {COLUMNS.map((column) => (
              <div key={column.key}>
                <dt className="text-xs font-bold tracking-widest text-muted uppercase">{column.label}</dt>
                <dd className={column.key === "name" ? "font-mono text-sm font-semibold" : undefined}>
                  {cookie[column.key]}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export default function CookiePolicy() {
  const siteName = useSiteName();
  return (
    <StaticPage
      title="Cookie Policy"
      standfirst={`${siteName} uses two small cookies, both needed for the site to work, and nothing that tracks you.`}
      lastUpdated="2026-10-12"
      toc
      sections={[
        {
          id: "what-cookies-are",
          title: "What Cookies Are",
          content: (
            <p>
              A cookie is a small piece of text that a website asks your browser to keep and send back on
              later visits. Cookies can remember that you are signed in; on many sites they are also used to
              follow you for advertising. We use them only for the first purpose.
            </p>
          ),
        },
        {
          id: "cookies-we-set",
          title: "The Cookies We Set",
          content: (
            <>
              <p>
                These are all the cookies {siteName} sets. Readers who never sign in receive at most the
                short-lived <code>bt_flash</code> cookie.
              </p>
              <div className="@container">
                <CookieTable />
                <CookieList />
              </div>
              <p>
                Because both cookies are strictly necessary for features you ask for, we do not show a cookie
                banner.
              </p>
            </>
          ),
        },
        {
          id: "local-storage",
          title: "Local Storage",
          content: (
            <p>
              The site also keeps one item in your browser&rsquo;s local storage: <code>bt-splash-seen</code>,
              which remembers that the start-up splash screen has already been shown so that it does not
              appear on every visit. It is never sent to our server, and clearing your browser&rsquo;s site
              data removes it.
            </p>
          ),
        },
        {
          id: "what-we-do-not-use",
          title: "What We Do Not Use",
          content: (
            <ul>
              <li>No advertising or tracking cookies.</li>
              <li>No third-party analytics, and no cookies set by other companies.</li>
              <li>No social media trackers or &ldquo;like&rdquo; buttons from other sites.</li>
            </ul>
          ),
        },
        {
          id: "managing-cookies",
          title: "Managing Cookies",
          content: (
            <p>
              You can see and delete cookies in your browser&rsquo;s settings. If you block the{" "}
              <code>bt_session</code> cookie you can still read everything, but you will not be able to sign
              in, comment or like. Signing out deletes it at once.
            </p>
          ),
        },
        {
          id: "contact",
          title: "Questions",
          content: (
            <p>
              Read our <Link to="/privacy-policy">Privacy Policy</Link> for everything else we store, or write
              to <ContactEmail purpose="privacy" />.
            </p>
          ),
        },
      ]}
    />
  );
}
