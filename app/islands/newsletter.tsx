import { useId, useRef } from "react";
import { showToast } from "~/components/toaster.tsx";
import { Button } from "~/components/ui/button.tsx";
import { useAnswer } from "~/components/use-answer.ts";
import { newsletterToast, type NewsletterAnswer } from "~/lib/newsletter-toast.ts";
import { island } from "./lib/island.tsx";
import { useAction } from "./lib/use-action.ts";

/** Newsletter sign-up. The address goes to the server as entered; the server trims and checks it and
 * finds duplicates. Without JavaScript the form posts normally and the answer comes back as a flash. */
export function NewsletterBlock() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const action = useAction<NewsletterAnswer>();
  useAnswer(action, (answer) => {
    showToast(newsletterToast(answer));
    if (answer.ok) form.current?.reset();
  });
  const busy = action.state !== "idle";

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-16 border-y border-rule bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:flex-wrap md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold">
            Stay informed
          </h2>
          <p className="mt-2 text-muted">
            Get the week's most important stories from across the region in your inbox, every Sunday.
          </p>
        </div>
        <form
          ref={form}
          method="post"
          action="/newsletter"
          onSubmit={action.onSubmit}
          className="flex w-full max-w-md flex-col gap-2 sm:flex-row"
        >
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="Enter your email"
            className="min-h-11 min-w-0 flex-1 border border-ink/30 bg-white px-3 py-2"
          />
          <Button type="submit" busy={busy} busyLabel="Subscribing...">
            Subscribe
          </Button>
        </form>
      </div>
    </section>
  );
}

export default NewsletterBlock;
export const NewsletterIsland = island("newsletter", NewsletterBlock, "visible");
