import { z } from "#shared/zod.ts";
import { CHOOSE_EDITION } from "#shared/print.ts";
import { optionalId } from "./fields.ts";

/** The newsletter form: the address is sent as entered; the server trims and checks it. */
export const newsletterInput = z.object({
  email: z
    .string({ message: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "This email address is too long.")
    .pipe(z.email({ message: "Please enter a valid email address." })),
});

export type NewsletterInput = z.input<typeof newsletterInput>;

/** The send rate's bounds, in mails a minute: SMTP servers limit senders (decision 0044). */
export const SEND_RATE_MIN = 1;
export const SEND_RATE_MAX = 60000;
export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const ISSUE_SUBJECT_MAX = 200;
/** A new issue starts with the pieces published since the last one was sent (before the first: in the
 * last FIRST_ISSUE_DAYS days), limited to the featured ones and the ISSUE_MOST_READ most read. */
export const ISSUE_MOST_READ = 10;
export const FIRST_ISSUE_DAYS = 7;
export const DIGEST_INTRO_MAX = 1000;
/** The weekly digest's words until an admin changes them; `{site-name}` is the publication's name. */
export const DIGEST_SUBJECT_DEFAULT = "{site-name}: the week's stories";
export const DIGEST_INTRO_DEFAULT = "Here is what we published this week.";

/** One line of text, as a mail's subject must be. */
const subjectLine = z
  .string()
  .trim()
  .max(ISSUE_SUBJECT_MAX, `The subject can be at most ${ISSUE_SUBJECT_MAX} characters long`)
  .regex(/^[^\p{Cc}]*$/u, "The subject must be a single line of text");

/** The newsletter's sending settings, on the Newsletter page (admins). An empty digest subject or
 * introduction is the default's. */
export const newsletterSettingsForm = z.object({
  sendRate: whole("The send rate", SEND_RATE_MIN, SEND_RATE_MAX),
  digest: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  digestDay: whole("The digest's day", 0, 6),
  digestHour: whole("The digest's hour", 0, 23),
  digestSubject: subjectLine.default("").transform((v) => v || DIGEST_SUBJECT_DEFAULT),
  digestIntro: z
    .string()
    .trim()
    .max(DIGEST_INTRO_MAX, `The introduction can be at most ${DIGEST_INTRO_MAX} characters long`)
    .default("")
    .transform((v) => v || DIGEST_INTRO_DEFAULT),
});

/** A draft issue as the compose form sends it; stories are `kind:id` in their order; the print
 * edition it announces, or none. */
export const issueForm = z.object({
  subject: subjectLine.default(""),
  introHtml: z.string().max(100_000, "The introduction is too long").default(""),
  stories: z
    .array(z.string().regex(/^(article|creative):[0-9a-f-]{36}$/, "A story is not a published piece"))
    .max(50, "An issue has at most 50 stories")
    .default([]),
  editionId: optionalId(CHOOSE_EDITION),
});
