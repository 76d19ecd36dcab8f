import { MISSING_FIELDS } from "../texts.ts";
import { z } from "#shared/zod.ts";

export const SITE_NAME_MAX = 60;
export const SITE_TAGLINE_MAX = 120;

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
