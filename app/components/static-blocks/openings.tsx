import { ContactEmailButton } from "~/components/contact-email.tsx";
import type { StaticSection } from "~/components/static-page.tsx";

/** Careers' openings, each a section of the page with its Apply button: `{openings}` (decision 0047). */
type Opening = {
  id: string;
  role: string;
  summary: string;
  duties: string[];
  whoCanApply: string[];
  time: string;
};

const OPENINGS: Opening[] = [
  {
    id: "staff-reporter",
    role: "Staff Reporter (Volunteer)",
    summary:
      "Find the stories in your own town or school, report them carefully and write them clearly, with an editor at your side.",
    duties: [
      "Pitch two or three story ideas a month from your town, school or district.",
      "Interview people in person or by phone, take accurate notes and check every fact.",
      "Write news reports of 400-800 words to deadline and revise them with your editor.",
      "Follow our ethics guidelines on fairness, sources and the right of reply.",
    ],
    whoCanApply: [
      "High-school students in classes 9 to 12 at any school in the region.",
      "No experience needed: curiosity, good manners and reliability matter most.",
      "Writing in English is required; another language of the region is a real advantage.",
    ],
    time: "About four to six hours a week, including a one-hour online newsroom meeting every Saturday.",
  },
  {
    id: "visual-journalist",
    role: "Photographer / Visual Journalist",
    summary:
      "Tell the region's stories in pictures: news photographs, portraits, photo essays and simple graphics.",
    duties: [
      "Photograph events, people and places for news stories and features.",
      "Write accurate captions and short descriptions of every image you file.",
      "Ask permission before photographing people, and take extra care with children.",
      "Work with our graphic designers on photo essays and explainers.",
    ],
    whoCanApply: [
      "High-school students with access to a phone or camera that takes sharp photographs.",
      "Send three to five of your own photographs with your application.",
    ],
    time: "About three to five hours a week, mostly on weekends and at events you choose.",
  },
  {
    id: "copy-editor",
    role: "Copy Editor",
    summary:
      "Be the last pair of eyes before a story goes live: clear sentences, correct facts and a consistent style.",
    duties: [
      "Edit articles for accuracy, grammar, clarity and length.",
      "Check names, numbers, dates and quotations against the reporter's notes.",
      "Write headlines, summaries and image captions.",
      "Help keep our style guide up to date and train new writers in it.",
    ],
    whoCanApply: [
      "High-school students with careful English and an eye for detail.",
      "Applicants will be asked to complete a short editing exercise.",
    ],
    time: "About four hours a week, in evening editing shifts that you book in advance.",
  },
];

export function openingSection(opening: Opening): StaticSection {
  return {
    id: opening.id,
    title: opening.role,
    content: (
      <>
        <p>{opening.summary}</p>
        <h3>What you will do</h3>
        <ul>
          {opening.duties.map((duty) => (
            <li key={duty}>{duty}</li>
          ))}
        </ul>
        <h3>Who can apply</h3>
        <ul>
          {opening.whoCanApply.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>Time commitment</h3>
        <p>{opening.time}</p>
        <ContactEmailButton
          purpose="careers"
          subject={`Application: ${opening.role}`}
          unavailable="Applications by e-mail open once the newsroom publishes its address."
        >
          Apply by e-mail
          <span className="sr-only"> for {opening.role}</span>
        </ContactEmailButton>
      </>
    ),
  };
}

/** The openings as the page's sections. */
export const openingSections = (): StaticSection[] => OPENINGS.map(openingSection);
