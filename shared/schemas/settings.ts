import { MISSING_FIELDS } from "../texts.ts";
import { z } from "zod";

export const SITE_NAME_MAX = 60;
export const SITE_TAGLINE_MAX = 120;
export const TEAM_MAX = 30;
export const MEMBER_NAME_MAX = 100;
export const MEMBER_ROLE_MAX = 100;
export const MEMBER_BIO_MAX = 600;

/** Control characters have no place in a name that goes into page titles and mail headers. */
const plainLine = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters long`)
    .regex(/^[^\p{Cc}]*$/u, `${label} must be a single line of text`)
    .default("");

export const MISSING_SITE_IDENTITY = {
  title: MISSING_FIELDS,
  message: "Please fill in both the site name and the site tagline",
} as const;

/** Site Settings: siteName and siteTagline, both required. */
export const siteIdentityForm = z.object({
  siteName: plainLine(SITE_NAME_MAX, "The site name"),
  siteTagline: plainLine(SITE_TAGLINE_MAX, "The site tagline"),
});

const email = z
  .string()
  .trim()
  .max(254, "That e-mail address is too long")
  .pipe(z.email("Please enter a valid e-mail address"));

/** Blank means "not set". */
const optionalEmail = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(email.nullable());

export const teamMember = z.object({
  name: plainLine(MEMBER_NAME_MAX, "A name").pipe(z.string().min(1, "Every team member needs a name")),
  role: plainLine(MEMBER_ROLE_MAX, "A role").pipe(z.string().min(1, "Every team member needs a role")),
  bio: z
    .string()
    .trim()
    .max(MEMBER_BIO_MAX, `A biography can be at most ${MEMBER_BIO_MAX} characters long`)
    .default(""),
  email: optionalEmail,
});

export type TeamMember = z.output<typeof teamMember>;

const MEMBER_FIELD = /^team\[(\d{1,3})\]\[(name|role|bio|email)\]$/;

/** The team as the settings form posts it, `team[0][name]`, `team[0][role]`, `team[0][bio]`,
 * `team[0][email]`, `team[1][name]`, ..., in the order of the index; a row left wholly blank is
 * dropped. A list of members is taken as it is. */
export function teamFromForm(input: unknown): unknown[] {
  if (Array.isArray(input)) return input;
  const fields = (input ?? {}) as Record<string, unknown>;
  if (Array.isArray(fields.team)) return fields.team;
  const rows = new Map<number, Record<string, unknown>>();
  for (const [key, value] of Object.entries(fields)) {
    const match = MEMBER_FIELD.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    rows.set(index, { ...rows.get(index), [match[2]!]: value });
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => row)
    .filter((row) => Object.values(row).some((v) => typeof v !== "string" || v.trim() !== ""));
}

export const editorialTeam = z
  .array(teamMember)
  .max(TEAM_MAX, `The editorial team can list at most ${TEAM_MAX} people`);

/** The publication's addresses, one per purpose; each may be left unset. */
export const CONTACT_PURPOSES = [
  "editor",
  "tips",
  "corrections",
  "ads",
  "careers",
  "privacy",
  "accessibility",
] as const;

export type ContactPurpose = (typeof CONTACT_PURPOSES)[number];
export type ContactAddresses = Record<ContactPurpose, string | null>;

export const CONTACT_LABELS: Record<ContactPurpose, string> = {
  editor: "General enquiries and submissions",
  tips: "News tips",
  corrections: "Corrections",
  ads: "Advertising",
  careers: "Joining the team",
  privacy: "Privacy",
  accessibility: "Accessibility",
};

/** Contact addresses as the settings form posts them: one field per purpose (editor, tips, corrections,
 * ads, careers, privacy, accessibility). */
export const contactAddressesForm = z.object(
  Object.fromEntries(CONTACT_PURPOSES.map((p) => [p, optionalEmail])) as Record<
    ContactPurpose,
    typeof optionalEmail
  >,
);
