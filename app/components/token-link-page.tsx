import { Form, Link, useNavigation } from "react-router";

export type TokenLinkTexts = {
  id: string;
  heading: string;
  doneHeading: string;
  done: string;
  ask: string;
  button: string;
  busy: string;
};

/** The page of a link from one of our mails (confirm a subscription, unsubscribe): GET only looks the
 * link up and asks for one click, because mail scanners open links; the button does it. */
export function TokenLinkPage({
  texts,
  token,
  problem: loaded,
  answer,
}: {
  texts: TokenLinkTexts;
  token: string;
  problem: string | null;
  answer: { ok: true } | { ok: false; error: string } | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const done = answer?.ok === true;
  const problem = done ? null : answer && !answer.ok ? answer.error : loaded;
  return (
    <section aria-labelledby={texts.id} className="mx-auto max-w-xl px-4 py-16">
      <h1 id={texts.id} className="font-serif text-3xl font-bold sm:text-4xl">
        {done ? texts.doneHeading : problem ? "This link does not work" : texts.heading}
      </h1>
      <div role="status" className="mt-4">
        {done && <p className="border-l-4 border-emerald-700 bg-white p-3">{texts.done}</p>}
      </div>
      {problem && (
        <p role="alert" className="mt-4 border-l-4 border-accent bg-white p-3">
          {problem}
        </p>
      )}
      {!done && !problem && (
        <Form method="post" className="mt-6">
          <p className="text-muted">{texts.ask}</p>
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            disabled={busy}
            className="mt-6 min-h-11 bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
          >
            {busy ? texts.busy : texts.button}
          </button>
        </Form>
      )}
      <p className="mt-8">
        <Link to="/" className="font-semibold text-accent hover:underline">
          Return to Homepage
        </Link>
      </p>
    </section>
  );
}
