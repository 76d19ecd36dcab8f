import type { FirstRunOffer } from "#shared/schemas/admin-account.ts";

const CHOICES = [
  {
    value: "empty",
    label: "Start empty",
    hint: "For a real publication: no articles, people, addresses or About text until your staff write them.",
  },
  {
    value: "demo",
    label: "With demo content to explore",
    hint: "Invented articles, creative pieces, people and comments to try the site with. Remove all of them later in Settings → Demo content.",
  },
] as const;

/** The first-run setup's choice of how the publication starts (decision 0068), as SEED_DEMO allows. */
export function StartChoice({ offer, error }: { offer: FirstRunOffer; error?: string }) {
  if (offer === "empty") return <input type="hidden" name="start" value="empty" />;
  if (offer === "seeded")
    return (
      <p className="text-sm text-muted">
        This server started with demo content (SEED_DEMO=true). Remove it at any time in Settings → Demo
        content.
      </p>
    );
  return (
    <fieldset aria-describedby={error ? "start-error" : undefined} className="space-y-2">
      <legend className="text-sm font-semibold">How the publication starts</legend>
      {CHOICES.map((c) => (
        <label key={c.value} className="flex cursor-pointer items-start gap-3 border border-rule p-3">
          <input
            type="radio"
            name="start"
            value={c.value}
            defaultChecked={c.value === "empty"}
            aria-describedby={`start-${c.value}-hint`}
            className="mt-1 h-4 w-4 shrink-0 accent-accent"
          />
          <span>
            <span className="block text-sm font-semibold">{c.label}</span>
            <span id={`start-${c.value}-hint`} className="block text-sm text-muted">
              {c.hint}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p id="start-error" className="text-sm text-accent-dark">
          {error}
        </p>
      )}
    </fieldset>
  );
}
