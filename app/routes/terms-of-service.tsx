import { Link } from "react-router";
import type { Route } from "./+types/terms-of-service";
import { ContactEmail } from "~/components/contact-email.tsx";
import { StaticPage } from "~/components/static-page.tsx";
import { useSiteName } from "~/components/static-site-name.ts";
import { MIN_PASSWORD_LENGTH } from "#shared/constants.ts";
import { pageMeta, siteNameFrom } from "~/lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Terms of Service",
    description: `The rules for reading ${siteNameFrom(matches)}, creating a reader account, commenting, liking and subscribing to the newsletter.`,
  });

export default function TermsOfService() {
  const siteName = useSiteName();
  return (
    <StaticPage
      title="Terms of Service"
      standfirst={`These terms explain what you can expect from ${siteName} and what we expect from you when you read, comment or subscribe.`}
      lastUpdated="2026-10-12"
      toc
      sections={[
        {
          id: "about-these-terms",
          title: "About These Terms",
          content: (
            <p>
              {siteName} is a student-run news publication run by a high-school students forum. By using this
              website you agree to these terms. If you do not agree, please do not use the site. Our{" "}
              <Link to="/privacy-policy">Privacy Policy</Link> and{" "}
              <Link to="/cookie-policy">Cookie Policy</Link> explain how we handle your information.
            </p>
          ),
        },
        {
          id: "reading",
          title: "Reading the Site",
          content: (
            <p>
              Everything we publish is free to read, with no account and no subscription. You need an account
              only to comment and to like articles and comments.
            </p>
          ),
        },
        {
          id: "accounts",
          title: "Reader Accounts",
          content: (
            <ul>
              <li>
                To create an account you give your name, an e-mail address and a password of at least{" "}
                {MIN_PASSWORD_LENGTH} characters, and you confirm your address through the link we e-mail you.
              </li>
              <li>
                If you are under 18, you need the permission of a parent or guardian to create an account.
              </li>
              <li>Use your real name or a name people know you by, and do not pretend to be someone else.</li>
              <li>
                Keep your password to yourself. You can add two-factor authentication for extra protection.
                You are responsible for what is done with your account.
              </li>
              <li>
                We may suspend or close an account that breaks these terms. You can ask us to delete your
                account at any time by writing to <ContactEmail purpose="privacy" />.
              </li>
            </ul>
          ),
        },
        {
          id: "comments",
          title: "Comments and Community Rules",
          content: (
            <>
              <p>
                Comments appear under your account name as soon as you post them. You remain the owner of what
                you write; by posting, you allow us to show it on this website alongside the article. You must
                not post:
              </p>
              <ul>
                <li>insults, threats, harassment or hatred against any person or group;</li>
                <li>anyone&rsquo;s private information, such as a phone number or home address;</li>
                <li>content that is false and damaging to a real person, or that breaks the law;</li>
                <li>advertising, spam, repeated messages or links to harmful websites;</li>
                <li>material you do not have the right to share.</li>
              </ul>
              <p>
                Our editors may remove any comment that breaks these rules, without notice. To protect the
                site, the number of comments and other actions that can be sent in a short time is limited.
              </p>
            </>
          ),
        },
        {
          id: "newsletter",
          title: "The Newsletter",
          content: (
            <p>
              When you subscribe with your e-mail address we send a welcome message and then our newsletter.
              Every e-mail has a one-click unsubscribe link, and one click is all it takes to stop it.
            </p>
          ),
        },
        {
          id: "submissions",
          title: "Letters and Submissions",
          content: (
            <p>
              When you send us a letter, an opinion piece or a historical analysis, you confirm that it is
              your own work and allow us to edit and publish it on {siteName}. We may shorten it, correct it
              or decline it. The guidelines are on our <Link to="/contact">Contact</Link> page.
            </p>
          ),
        },
        {
          id: "our-content",
          title: "Our Content",
          content: (
            <>
              <p>
                The articles, photographs, illustrations and creative works on {siteName} belong to the
                publication and to the students who made them. You may:
              </p>
              <ul>
                <li>share links to any page;</li>
                <li>quote short passages, with credit to {siteName} and a link to the original.</li>
              </ul>
              <p>
                Republishing whole articles, photographs or creative works needs our written permission: write
                to <ContactEmail purpose="editor" />.
              </p>
            </>
          ),
        },
        {
          id: "accuracy",
          title: "Accuracy and Corrections",
          content: (
            <p>
              We work hard to be accurate and we correct our mistakes openly, as explained in our{" "}
              <Link to="/about#corrections">corrections policy</Link>. The weather and market figures on the
              site come from public data providers; they are for general information only, may be delayed or
              unavailable, and are not financial or safety advice.
            </p>
          ),
        },
        {
          id: "acceptable-use",
          title: "Acceptable Use",
          content: (
            <ul>
              <li>Do not try to get into accounts, pages or data that are not yours.</li>
              <li>Do not create accounts automatically or in bulk.</li>
              <li>Do not overload the site with automated requests, or interfere with how it works.</li>
            </ul>
          ),
        },
        {
          id: "availability",
          title: "Availability and Liability",
          content: (
            <p>
              {siteName} is run by volunteers in their spare time. We provide the site as it is and cannot
              promise that it will always be available or free of errors. As far as the law allows, we are not
              responsible for losses that come from using the site or from relying on it.
            </p>
          ),
        },
        {
          id: "changes",
          title: "Changes and Contact",
          content: (
            <p>
              We may update these terms; the date at the top of this page shows the latest version. These
              terms are governed by the laws of India. Questions are welcome: write to{" "}
              <ContactEmail purpose="editor" />.
            </p>
          ),
        },
      ]}
    />
  );
}
