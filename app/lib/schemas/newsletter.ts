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

/** What POST /newsletter answers. */
export type NewsletterAnswer = { ok: true } | { ok: false; error: string; duplicate?: boolean };

/** The toast for an answer, the same whether it shows at once (fetcher) or after a redirect (no
 * JavaScript): SPEC.md §8, Newsletter. */
export function newsletterToast(answer: NewsletterAnswer) {
  if (answer.ok) return { title: "Success!", description: "You've been subscribed to our newsletter." };
  if (answer.duplicate)
    return {
      title: "Already Subscribed",
      description: "This email is already subscribed to our newsletter.",
      variant: "destructive" as const,
    };
  return {
    title: "Error",
    description: "Failed to subscribe. Please try again.",
    variant: "destructive" as const,
  };
}
