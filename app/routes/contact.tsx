import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { ContactEmail, useContactAddress } from "~/components/contact-email.tsx";
import { StaticPage } from "~/components/static-page.tsx";
import { useSiteName } from "~/components/static-site-name.ts";
import { TeamGrid } from "~/components/team-card.tsx";
import { pageMeta, siteNameFrom } from "~/lib/meta.ts";
import { loadContact } from "./contact.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadContact(context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contact Us",
    description: `Reach the student editors of ${siteNameFrom(matches)}: news tips, corrections, letters, opinion pieces and submission guidelines.`,
  });

const NOT_PUBLISHED = "no address has been published yet";

export default function Contact({ loaderData }: Route.ComponentProps) {
  const siteName = useSiteName();
  const general = useContactAddress("editor");
  return (
    <StaticPage
      title="Contact Us"
      standfirst={`${siteName} is written and edited by students. Every message is read by a member of the editorial team, and we answer as quickly as school allows.`}
      toc
      sections={[
        {
          id: "editorial-team",
          title: "Editorial Team",
          content:
            loaderData.team.length > 0 ? (
              <TeamGrid team={loaderData.team} />
            ) : (
              <p>
                Our editorial team is being updated.
                {general && (
                  <>
                    {" "}
                    In the meantime, write to <ContactEmail purpose="editor" />.
                  </>
                )}
              </p>
            ),
        },
        {
          id: "reach-the-newsroom",
          title: "How to Reach the Newsroom",
          content: (
            <ul>
              <li>
                <strong>General enquiries:</strong> <ContactEmail purpose="editor" fallback={NOT_PUBLISHED} />
                . Questions about our coverage, invitations to events and anything that does not fit
                elsewhere.
              </li>
              <li>
                <strong>News tips:</strong> <ContactEmail purpose="tips" fallback={NOT_PUBLISHED} />. Tell us
                what is happening in your town, school or market; see the guidance on tips below.
              </li>
              <li>
                <strong>Corrections:</strong> <ContactEmail purpose="corrections" fallback={NOT_PUBLISHED} />.
                Name the article, quote the sentence you believe is wrong and tell us how you know. We review
                every request and correct errors openly, as explained in our{" "}
                <Link to="/about#corrections">corrections policy</Link>.
              </li>
              <li>
                <strong>Advertising:</strong> <ContactEmail purpose="ads" fallback={NOT_PUBLISHED} />. Rates
                and formats are on our <Link to="/advertise">Advertise</Link> page.
              </li>
              <li>
                <strong>Joining the team:</strong> <ContactEmail purpose="careers" fallback={NOT_PUBLISHED} />
                . Current openings are listed on our <Link to="/careers">Careers</Link> page.
              </li>
            </ul>
          ),
        },
        {
          id: "submission-guidelines",
          title: "Submission Guidelines",
          content: (
            <>
              <p>
                We welcome writing from readers of every age across North-East India, Bangladesh and Myanmar.
                Send submissions to <ContactEmail purpose="editor" /> in the body of the e-mail or as a .docx
                file, with your full name, your town and a phone number or e-mail address we can use to
                confirm that you wrote it. We edit for length, clarity and accuracy, and we show you
                substantial changes before publication.
              </p>
              <h3>Letters to the Editor</h3>
              <p>
                <strong>200-400 words.</strong> Respond to something we published or raise an issue that
                matters to your community. Put &ldquo;Letter to the Editor&rdquo; in the subject line. We do
                not publish anonymous letters.
              </p>
              <h3>Opinion Pieces</h3>
              <p>
                <strong>600-1000 words.</strong> Make one clear argument and support it with facts we can
                check; link or list your sources at the end. Tell us in one or two sentences who you are and
                why you are writing about this subject.
              </p>
              <h3>Historical Analysis</h3>
              <p>
                <strong>1000-2000 words.</strong> Local history, border history, the story of a place, a trade
                route or a community. Cite your sources, including interviews with elders, archives and books,
                so our editors can verify them.
              </p>
              <h3>News Tips</h3>
              <p>
                E-mail <ContactEmail purpose="tips" /> with what happened, where and when, who else saw it,
                and any photos or documents you have. You do not have to give your name, but a way to reach
                you helps us confirm the story.
              </p>
              <ul>
                <li>We never publish the name of a source who asks not to be named.</li>
                <li>
                  Only the editors working on the story learn who you are, and we do not share your identity
                  with anyone outside the newsroom.
                </li>
                <li>
                  If you could be at risk, write from a personal account rather than a school or work one, and
                  tell us how you would prefer to be contacted.
                </li>
                <li>A tip is where reporting begins: we check every tip before anything is published.</li>
              </ul>
            </>
          ),
        },
        {
          id: "advertising-and-ethics",
          title: "Advertising and Ethics",
          content: (
            <>
              <p>
                We publish no advertorials: paid content disguised as journalism never appears on {siteName}.
                Every advertisement or sponsorship is clearly labelled as such.
              </p>
              <p>
                Advertising is kept separate from editorial decisions. Advertisers and sponsors have no say
                over what we cover or how, they do not see stories before publication, and the students who
                handle advertising do not edit news about the businesses they work with. Details are on our{" "}
                <Link to="/advertise">Advertise</Link> page.
              </p>
            </>
          ),
        },
        {
          id: "special-thanks",
          title: "Special Thanks",
          content: (
            <ul>
              <li>
                Our teachers, who give up their free periods to talk through ethics, law and fairness with us,
                and who let us make our own decisions.
              </li>
              <li>
                Our families, who put up with late-night editing sessions and lend us their phones, their
                scooters and their patience.
              </li>
              <li>
                The high-school students forum that runs {siteName}, for trusting a group of teenagers with a
                newsroom.
              </li>
              <li>
                Our readers, who send tips, letters and corrections, and who hold us to the standards we set
                ourselves.
              </li>
            </ul>
          ),
        },
      ]}
    />
  );
}
