import { Form } from "react-router";

/** Newsletter sign-up. It posts to the newsletter action, which validates on the server. */
export function NewsletterBlock() {
  return (
    <section aria-labelledby="newsletter-heading" className="mt-16 border-y border-rule bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="newsletter-heading" className="font-serif text-2xl font-bold">
            Stay informed
          </h2>
          <p className="mt-2 text-muted">
            Get the week's most important stories from across the region in your inbox, every Sunday.
          </p>
        </div>
        <Form method="post" action="/newsletter" className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="Enter your email"
            className="min-h-11 flex-1 border border-ink/30 bg-white px-3 py-2"
          />
          <button
            type="submit"
            className="min-h-11 bg-accent px-5 py-2 font-semibold text-white hover:bg-accent-dark"
          >
            Subscribe
          </button>
        </Form>
      </div>
    </section>
  );
}
