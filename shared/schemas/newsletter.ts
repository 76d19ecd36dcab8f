import { z } from "zod";

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
