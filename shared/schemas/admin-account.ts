import { z } from "#shared/zod.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../constants.ts";

const required = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** An admin account, from the shell (admin:create) or the first-run setup page; the reader password
 * rules. */
export const adminAccountInput = z.object({
  name: required("Name").max(100, "That name is too long"),
  username: required("Username").regex(
    /^[a-z0-9._-]{3,40}$/i,
    "Username: 3 to 40 letters, digits, dots, dashes or underscores",
  ),
  email: required("Email")
    .max(254, "That email address is too long")
    .pipe(z.email("Please enter a valid email address")),
  password: z
    .string({ message: "Password is required" })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`),
});

export const PASSWORDS_DIFFER = "Password and confirmation don't match";

/** How a new publication starts (decision 0068): empty, the default for a real publication, or with
 * the demo's invented content to explore. */
export const START_CHOICES = ["empty", "demo"] as const;

/** What the first-run setup offers, from SEED_DEMO: `ask` (unset) offers both, 'Start empty' checked;
 * `seeded` (true) says the demo is there already; `empty` (false) offers nothing and starts empty. */
export type FirstRunOffer = "ask" | "seeded" | "empty";

/** /admin while no admin exists: the setup code the server printed, the first admin's account, and how
 * the publication starts. */
export const firstAdminInput = adminAccountInput
  .extend({
    setupCode: required("Setup code").max(40, "That is not a setup code"),
    confirmPassword: z.string({ message: PASSWORDS_DIFFER }),
    start: z.enum(START_CHOICES, { message: "Choose how the publication starts" }).default("empty"),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });
