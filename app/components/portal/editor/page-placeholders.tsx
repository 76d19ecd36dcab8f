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
