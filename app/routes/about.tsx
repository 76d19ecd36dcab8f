import { Link } from "react-router";
import type { Route } from "./+types/about";
import { ContactEmail } from "~/components/contact-email.tsx";
import { StaticPage } from "~/components/static-page.tsx";
import { useSiteName } from "~/components/static-site-name.ts";
import { ESTABLISHED } from "#shared/constants.ts";
import { pageMeta, siteNameFrom } from "~/lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About Us",
    description: `${siteNameFrom(matches)} is a completely student-run, independent news agency from North-East India, run by a high-school students forum since ${ESTABLISHED}.`,
  });

const VALUES = [
  [
    "Accuracy",
    "We check before we publish, name our sources wherever we can and correct our mistakes openly.",
  ],
  [
    "Independence",
    "No party, company, school or advertiser decides what we cover. Our editors answer to readers, not to sponsors.",
  ],
  [
    "Fairness",
    "People we write about get the chance to respond before publication, and we report views we disagree with honestly.",
  ],
  [
    "Community",
    "We write for the towns, villages and campuses of our region, in language that our neighbours use.",
  ],
  [
    "Courage",
    "We ask difficult questions politely and keep asking them, even when the answer is uncomfortable.",
  ],
  [
    "Learning",
    "We are students first. We train every new member, review our own work and share what we learn.",
  ],
] as const;

const BEATS = [
  {
    to: "/regional",
    label: "Regional",
    text: "the hill towns, river valleys and border markets of the North-East",
  },
  { to: "/india", label: "India", text: "national decisions as they reach our region" },
  { to: "/bangladesh", label: "Bangladesh", text: "our neighbours across the western and southern border" },
  { to: "/myanmar", label: "Myanmar", text: "events across the eastern border and the people they affect" },
  {
    to: "/politics",
    label: "Politics",
    text: "councils, assemblies, elections and the promises made in them",
  },
  { to: "/business", label: "Business", text: "markets, livelihoods, tea, trade and small enterprise" },
  { to: "/history", label: "History", text: "the past of our communities, told carefully and with sources" },
  {
    to: "/science",
    label: "Science",
    text: "environment, health, climate and the research happening near us",
  },
  { to: "/culture", label: "Culture", text: "festivals, music, language, food and the arts" },
  {
    to: "/opinion",
    label: "Opinion",
    text: "arguments from students and readers, clearly labelled as opinion",
  },
  { to: "/creative", label: "Creative", text: "poetry, prose, visual art and photography by young people" },
] as const;

export default function About() {
  const siteName = useSiteName();
  return (
    <StaticPage
      title="About Us"
      standfirst={`${siteName} is a completely student-run, independent news agency, run by a high-school students forum and established in ${ESTABLISHED}: the voice of a regional community in North-East India, with coverage of Bangladesh and Myanmar.`}
      toc
      sections={[
        {
          id: "who-we-are",
          title: "Who We Are",
          content: (
            <>
              <p>
                Every story on {siteName} is reported, written, edited, photographed and designed by students,
                most of them still in high school. We started in {ESTABLISHED} because the news about our
                region was mostly written by people who did not live here, and because we believed that young
                people could report on their own communities fairly and well.
              </p>
              <p>
                We are not a school newsletter. We cover the whole region for the whole community, and we hold
                ourselves to the standards of professional journalism while we learn it.
              </p>
            </>
          ),
        },
        {
          id: "mission",
          title: "Our Mission",
          content: (
            <p>
              To give the people of North-East India and its neighbouring regions accurate, independent and
              useful journalism, and to give students the training and the platform to produce it.
            </p>
          ),
        },
        {
          id: "vision",
          title: "Our Vision",
          content: (
            <p>
              A region where every community, however small or remote, sees its own life reported truthfully,
              and where the next generation of journalists learns the craft by serving its neighbours.
            </p>
          ),
        },
        {
          id: "values",
          title: "Our Values",
          content: (
            <ul>
              {VALUES.map(([name, text]) => (
                <li key={name}>
                  <strong>{name}.</strong> {text}
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: "what-we-cover",
          title: "What We Cover",
          content: (
            <>
              <p>
                Our home is the North-East of India. Because the lives of our readers do not stop at the
                border, we also follow Bangladesh and Myanmar closely.
              </p>
              <ul>
                {BEATS.map((beat) => (
                  <li key={beat.to}>
                    <Link to={beat.to}>{beat.label}</Link>: {beat.text}.
                  </li>
                ))}
              </ul>
            </>
          ),
        },
        {
          id: "how-we-work",
          title: "How We Are Organised",
          content: (
            <>
              <p>
                {siteName} belongs to the high-school students forum that founded it. The forum chooses an
                editorial team at the start of every school year: an editor in chief and a co-editor who lead
                the newsroom, assistant and associate editors who manage the daily flow of stories, section
                editors for politics, science, sports and lifestyle, and graphic designers who shape how our
                journalism looks. You can meet them on our <Link to="/contact">Contact</Link> page.
              </p>
              <ul>
                <li>Reporters, photographers and copy editors come from member schools across the region.</li>
                <li>Every article is read by at least two editors before it is published.</li>
                <li>
                  Teachers advise us on law, safety and ethics, but the final editorial decision is always
                  made by the student editors.
                </li>
                <li>
                  Advertising is handled separately from the newsroom, and we publish no advertorials. See our{" "}
                  <Link to="/advertise">Advertise</Link> page.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: "corrections",
          title: "Corrections Policy",
          content: (
            <>
              <p>
                We make mistakes, and we fix them in the open. If you believe something we published is wrong,
                write to <ContactEmail purpose="corrections" /> with the article, the error and how you know.
              </p>
              <ul>
                <li>An editor who did not work on the story reviews every correction request.</li>
                <li>
                  When a fact was wrong, we correct the article and add a note at the end that says what was
                  changed and when. The article then shows its updated date.
                </li>
                <li>Spelling and typing errors that do not change the meaning are fixed without a note.</li>
                <li>We do not quietly delete articles to hide an error.</li>
              </ul>
            </>
          ),
        },
      ]}
    />
  );
}
