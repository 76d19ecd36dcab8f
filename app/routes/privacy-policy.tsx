import { Link } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { ContactEmail } from "~/components/contact-email.tsx";
import { StaticPage } from "~/components/static-page.tsx";
import { useSiteName } from "~/components/static-site-name.ts";
import { pageMeta, siteNameFrom } from "~/lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy",
    description: `What ${siteNameFrom(matches)} stores about readers, why, for how long, and how to see or delete it. No advertising, no tracking, no third-party analytics.`,
  });

export default function PrivacyPolicy() {
  const siteName = useSiteName();
  return (
    <StaticPage
      title="Privacy Policy"
      standfirst="We keep only what we need to run the site, we never sell it, and we do not track you."
      lastUpdated="2026-11-22"
      toc
      sections={[
        {
          id: "summary",
          title: "In Short",
          content: (
            <ul>
              <li>
                You can read everything on {siteName} without an account and without giving us anything.
              </li>
              <li>
                We show no advertising that follows you, set no tracking cookies and use no third-party
                analytics.
              </li>
              <li>We never sell or rent personal information to anyone.</li>
              <li>
                Questions and requests go to <ContactEmail purpose="privacy" />.
              </li>
            </ul>
          ),
        },
        {
          id: "what-we-store",
          title: "What We Store and Why",
          content: (
            <>
              <h3>Your reader account</h3>
              <p>
                If you create an account we store your name, your e-mail address, the time you confirmed that
                address and a hash of your password made with argon2id. A hash cannot be turned back into the
                password, so nobody at {siteName} can see it. If you turn on two-factor authentication, we
                also store the secret that your authenticator app uses to make its codes.
              </p>
              <h3>Sign-in sessions</h3>
              <p>
                When you sign in, your browser receives a random session code in the{" "}
                <Link to="/cookie-policy">bt_session cookie</Link>. Our server keeps only a hash of that code,
                the times the session started, was last used and will expire, and your browser&rsquo;s user
                agent (the line of text that names your browser and operating system), so that sessions can be
                told apart and ended.
              </p>
              <h3>Comments and likes</h3>
              <p>
                A comment is stored with its text, the time you posted it and the name and e-mail address of
                your account. Your name and comment are public; your e-mail address is never shown. We also
                record which articles and comments you have liked, so that you can remove a like again.
              </p>
              <h3>The newsletter</h3>
              <p>
                If you subscribe, we store your e-mail address to send you the newsletter. The unsubscribe
                link in every e-mail removes you from the list in one click.
              </p>
              <h3>E-mails we send</h3>
              <p>
                We send e-mail only for confirming your address, resetting your password when you ask, and
                welcoming you to the newsletter, plus the newsletter itself if you subscribed.
              </p>
              <h3>Protection against abuse</h3>
              <p>
                To stop password guessing and spam, the server counts recent requests, such as sign-in
                attempts and comments, for each IP address, and failed sign-ins for each e-mail address. A
                counter lasts at most an hour. On a single server the counters live only in its memory; where
                the site runs on several servers they are kept in our database for that time and deleted
                within a few hours.
              </p>
              <h3>The weather widget</h3>
              <p>
                The weather widget shows Shillong, Sajek Valley and Myitkyina without knowing anything about
                you. It asks for your location only when you press its &lsquo;Show weather for my
                location&rsquo; button, and your browser asks your permission first. Your browser rounds the
                coordinates to about a kilometre and sends them to our server, which fetches the forecast for
                them from Open-Meteo, a public weather service: Open-Meteo sees our server&rsquo;s address,
                never yours. Our server keeps the rounded coordinates and their forecast in its memory for up
                to ten minutes, so that the same place is not asked for twice, and never writes them down or
                logs them.
              </p>
              <p>
                The market figures come from Frankfurter, a public service for exchange rates, also through
                our server. For both widgets your browser talks only to our site.
              </p>
              <h3>Images uploaded by our staff</h3>
              <p>
                Photographs uploaded by our editors are stripped of hidden metadata, such as camera details
                and the place where a photo was taken, before they are published.
              </p>
              <h3>In your browser</h3>
              <p>
                Besides the cookies described in our <Link to="/cookie-policy">Cookie Policy</Link>, the site
                stores a single item, <code>bt-splash-seen</code>, in your browser&rsquo;s local storage so
                that the start-up splash screen is shown only once. It never leaves your browser.
              </p>
            </>
          ),
        },
        {
          id: "who-sees-it",
          title: "Who Can See Your Information",
          content: (
            <ul>
              <li>Other readers see only your name and your comments.</li>
              <li>
                Only the few members of our team who run the site and moderate comments can see the rest, and
                only to do that work.
              </li>
              <li>
                The e-mails we send pass through our mail service, which handles your address only to deliver
                them.
              </li>
              <li>
                We share nothing with advertisers, data brokers or anyone else, unless the law requires it.
              </li>
            </ul>
          ),
        },
        {
          id: "how-long",
          title: "How Long We Keep It",
          content: (
            <ul>
              <li>
                Your account, comments and likes: until you ask us to delete your account. You can remove a
                like at any time, and comments that break our rules are removed sooner.
              </li>
              <li>
                Sessions: until you sign out, after 30 days without use, or after 90 days at most, whichever
                comes first.
              </li>
              <li>Newsletter addresses: until you unsubscribe.</li>
              <li>Request counters: a few minutes.</li>
              <li>
                Weather coordinates: rounded to about a kilometre and held only in our server&rsquo;s memory,
                for up to ten minutes; your browser may keep the forecast for five.
              </li>
            </ul>
          ),
        },
        {
          id: "security",
          title: "How We Protect It",
          content: (
            <p>
              Passwords and session codes are stored only as hashes, the session cookie cannot be read by
              scripts and travels only over encrypted connections, you can add two-factor authentication to
              your account, and sign-in attempts are limited. No system is perfectly secure; if we ever learn
              that your information has been exposed, we will tell you.
            </p>
          ),
        },
        {
          id: "your-rights",
          title: "Your Choices and Rights",
          content: (
            <>
              <p>
                You can ask us at any time to show you the information we hold about you, to correct it, or to
                delete your account and everything connected to it. Write to{" "}
                <ContactEmail purpose="privacy" /> from the address on your account; we answer within 30 days.
                You can unsubscribe from the newsletter with the link in any of our e-mails.
              </p>
              <p>
                Many of our readers, like most of our writers, are teenagers. If you are under 18, please ask
                a parent or guardian before creating an account. A parent who believes their child gave us
                information without permission can ask us to delete it.
              </p>
            </>
          ),
        },
        {
          id: "changes",
          title: "Changes to This Policy",
          content: (
            <p>
              If we change what we store or why, we will update this page and its date before the change takes
              effect. Questions are always welcome: write to <ContactEmail purpose="privacy" />.
            </p>
          ),
        },
      ]}
    />
  );
}
