// Kept apart from the zod schema so that the newsletter block does not bring zod into every page.

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
