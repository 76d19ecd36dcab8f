import type { Route } from "./+types/accessibility";
import { ContactEmail } from "~/components/contact-email.tsx";
import { StaticPage } from "~/components/static-page.tsx";
import { useSiteName } from "~/components/static-site-name.ts";
import { pageMeta, siteNameFrom } from "~/lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Accessibility Statement",
    description: `How ${siteNameFrom(matches)} works to meet WCAG 2.1 level AA, what we know still needs work, and how to report an accessibility problem.`,
  });

export default function Accessibility() {
  const siteName = useSiteName();
  return (
    <StaticPage
      title="Accessibility Statement"
      standfirst={`${siteName} is for everyone in our community, including readers who use a screen reader, a keyboard, magnification or captions.`}
      lastUpdated="2025-07-06"
      toc
      sections={[
        {
          id: "our-commitment",
          title: "Our Commitment",
          content: (
            <>
              <p>
                We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA across the
                public website. We test new pages with automated checks, with a keyboard alone and with a
                screen reader before they go live.
              </p>
              <p>
                Text can be scaled to 200% without loss of content or function, and the pages reflow to fit
                narrow screens without scrolling sideways.
              </p>
            </>
          ),
        },
        {
          id: "what-we-do",
          title: "What We Do",
          content: (
            <ul>
              <li>
                <strong>Keyboard navigation:</strong> every link, button, menu and form can be reached and
                used with the keyboard, and the focused element is always clearly outlined.
              </li>
              <li>
                <strong>Skip link:</strong> the first item on every page, &ldquo;Skip to content&rdquo;, jumps
                past the header and menus to the main content.
              </li>
              <li>
                <strong>Labels and structure:</strong> form fields have visible or spoken labels, pages use
                headings in a logical order, and lists, landmarks and tables are marked up as such.
              </li>
              <li>
                <strong>Contrast:</strong> text and controls meet the AA contrast ratios against their
                backgrounds, and links in text are underlined so they do not depend on colour alone.
              </li>
              <li>
                <strong>Reduced motion:</strong> if your device asks for reduced motion, we turn animations
                and transitions off.
              </li>
              <li>
                <strong>Breaking-news ticker:</strong> the ticker can be paused, and it stops moving while you
                hover over it or move keyboard focus into it.
              </li>
              <li>
                <strong>Images and media:</strong> photographs carry captions and text alternatives, and we
                add captions or transcripts to any video or audio we publish.
              </li>
              <li>
                <strong>Works without scripts:</strong> articles and information pages are delivered as
                complete HTML, so they can be read even when JavaScript is off or fails to load.
              </li>
            </ul>
          ),
        },
        {
          id: "known-limitations",
          title: "Known Limitations",
          content: (
            <>
              <p>We know of these problems and are working on them:</p>
              <ul>
                <li>
                  Some older articles have photographs whose text alternative is only the caption, which may
                  not describe everything the image shows.
                </li>
                <li>
                  Visual art in our creative section is described in words where we can, but a description
                  cannot fully replace the work itself.
                </li>
                <li>
                  Weather and market figures come from outside data providers; when a provider fails, the
                  widgets show a short error message instead of the data.
                </li>
                <li>
                  The rich-text editor in our staff portal, which only our editors use, is not yet fully
                  usable with every screen reader.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: "report-a-problem",
          title: "Report a Problem",
          content: (
            <>
              <p>
                If something on {siteName} is hard or impossible for you to use, please tell us. Write to{" "}
                <ContactEmail purpose="accessibility" /> with the address of the page, what you were trying to
                do, and the browser and any assistive technology you use.
              </p>
              <p>
                We reply within five working days, and sooner when we can. If you need an article in another
                format, such as plain text, we will send it to you.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
