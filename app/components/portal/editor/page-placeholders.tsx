/** What a static page's text may hold besides prose (decision 0047): the words in braces are filled in
 * where readers see the page, from Settings, People and the site itself. */
const PLACEHOLDERS: [string, string][] = [
  ["{site-name}", "the publication's name (Settings)"],
  ["{email:corrections}", "the address set for corrections in Settings, as a link"],
  ["{team}", "Contact's team cards, from People (a paragraph of its own)"],
  ["{openings}", "Careers' openings"],
  ["{audience-stats} {media-kit-request}", "Advertise's figures and media kit request"],
  ["{cookie-table}", "the cookies the site sets"],
];

export function PagePlaceholdersHint() {
  return (
    <details className="border border-rule bg-white p-3 text-sm">
      <summary className="cursor-pointer font-semibold">Words in braces</summary>
      <p className="mt-2 text-muted">
        Keep these as they are written: the page shows the current value in their place.
      </p>
      <dl className="mt-2 space-y-1">
        {PLACEHOLDERS.map(([code, what]) => (
          <div key={code}>
            <dt className="inline font-mono">{code}</dt>
            <dd className="inline text-muted">: {what}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** What each publication page is for, said in its editor while it is empty (decision 0068: a
 * publication that starts empty shows readers no invented text; the portal says what to write). */
const GUIDANCE: Record<string, string> = {
  about:
    "Who you are: your school and publication, when you started, what you cover, how the newsroom is organised and your corrections policy.",
  contact:
    "How readers reach you: which address to write to for what (set them in Settings → Contact addresses and write {email:editor} here), how to send a tip safely, and {team} on a line of its own for the masthead from People.",
  careers:
    "How to join: who may apply, the roles you are looking for ({openings} lists them), and how to apply.",
  advertise: "Whether you take advertising, your rules for it, and whom to write to ({email:ads}).",
  "terms-of-service":
    "The terms readers agree to: who runs the publication, the rules for comments, copyright, and which country's law applies.",
};

export function PageGuidance({ slug }: { slug: string }) {
  const what = GUIDANCE[slug] ?? "The page's text, for readers.";
  return (
    <div role="note" className="border-l-4 border-accent bg-paper p-3 text-sm">
      <p className="font-semibold">This page is empty: readers see only its title.</p>
      <p className="mt-1">What to write: {what}</p>
    </div>
  );
}
