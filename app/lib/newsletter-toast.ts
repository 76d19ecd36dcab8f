// Kept apart from the zod schema so that the newsletter block does not bring zod into every page.

/** What POST /newsletter answers. */
export type NewsletterAnswer = { ok: true } | { ok: false; error: string; duplicate?: boolean };

/** The toast for an answer, the same whether it shows at once (fetcher) or after a redirect (no
 * JavaScript): SPEC.md §8, Newsletter; with double opt-in (issue 27) the success asks to check the inbox. */
export function newsletterToast(answer: NewsletterAnswer) {
  if (answer.ok)
    return { title: "Success!", description: "Please check your inbox to confirm your subscription." };
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
