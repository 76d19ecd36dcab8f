import { z } from "#shared/zod.ts";
import { AUTHOR_MAX } from "./article.ts";
import { checkbox, imageUrl } from "./fields.ts";

export const PERSON_NAME_MAX = AUTHOR_MAX;
export const PERSON_TITLE_MAX = 100;
export const PERSON_BIO_MAX = 600;
export const PERSON_CLASS_MAX = 40;

/** One line: control characters have no place in a name that goes into titles, bylines and feeds. */
const line = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters long`)
    .regex(/^[^\p{Cc}]*$/u, `${label} must be a single line of text`)
    .default("");

/** A person's name: required, one line. */
export const personName = line(PERSON_NAME_MAX, "The name").pipe(z.string().min(1, "Please enter a name"));

/** A person as the People page posts it. Only the name is required. */
export const personForm = z.object({
  name: personName,
  title: line(PERSON_TITLE_MAX, "The title"),
  bio: z
    .string({ message: "The biography must be text" })
    .trim()
    .max(PERSON_BIO_MAX, `A biography can be at most ${PERSON_BIO_MAX} characters long`)
    .default(""),
  photoUrl: imageUrl,
  classYear: line(PERSON_CLASS_MAX, "The class or year"),
  email: z
    .string({ message: "The e-mail address must be text" })
    .trim()
    .max(254, "That e-mail address is too long")
    .default("")
    .pipe(z.union([z.literal(""), z.email("Please enter a valid e-mail address")])),
  showEmail: checkbox,
  onMasthead: checkbox,
  mastheadOrder: z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? 0 : Number(v)),
    z
      .number({ message: "The order must be a number" })
      .int("The order must be a whole number")
      .min(0, "The order must be 0 or more")
      .max(999, "The order can be at most 999"),
  ),
});
export type PersonInput = z.input<typeof personForm>;
export type PersonFields = z.output<typeof personForm>;
