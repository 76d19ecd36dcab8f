import { isIsoDay } from "#shared/dates.ts";
import { serializeCategorySearch } from "~/lib/category-search.ts";

const DATE_FILTER_PANEL_ID = "date-filter-panel";
const TOGGLE_ID = "date-filter-toggle";

/** Without JavaScript the toggle cannot work, so the panel is simply always shown. Rendered outside the
 * island: Preact would hydrate the <noscript>'s text into a live <style> (decision 0063). */
export function DateFilterNoScript() {
  return (
    <noscript>
      <style>{`#${DATE_FILTER_PANEL_ID}{display:block!important}#${TOGGLE_ID}{display:none!important}`}</style>
    </noscript>
  );
}

export function DateFilterToggle({
  open,
  active,
  onToggle,
}: {
  open: boolean;
  active: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      id={TOGGLE_ID}
      type="button"
      aria-expanded={open}
      aria-controls={DATE_FILTER_PANEL_ID}
      onClick={onToggle}
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 border px-4 text-sm font-semibold tracking-wide uppercase ${
        open || active
          ? "border-ink bg-ink text-white hover:bg-accent"
          : "border-ink/30 bg-white text-ink hover:border-ink"
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
        <path d="M1 2h14v1.6L9.6 9v5.2l-3.2-1.6V9L1 3.6Z" />
      </svg>
      Filter
      {active && (
        <span className="rounded-full bg-accent px-1.5 text-xs leading-5 text-white">
          1<span className="sr-only"> active</span>
        </span>
      )}
    </button>
  );
}

/** The date filter: one calendar day, in the publication's time zone. A plain GET form, so it works
 * without JavaScript; with it, Apply leaves out of the URL what says nothing (an empty date). */
export function DateFilterPanel({
  open,
  action,
  q,
  date,
}: {
  open: boolean;
  action: string;
  q: string;
  date: string | null;
}) {
  return (
    <section
      id={DATE_FILTER_PANEL_ID}
      aria-labelledby="date-filter-heading"
      className={`${open ? "block" : "hidden"} mt-3 border border-rule bg-white p-4`}
    >
      <h2 id="date-filter-heading" className="text-xs font-bold tracking-widest text-muted uppercase">
        Filter by date
      </h2>
      <form
        method="get"
        action={action}
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = String(new FormData(event.currentTarget).get("date") ?? "");
          window.location.assign(
            `${action}${serializeCategorySearch({ q, date: isIsoDay(chosen) ? chosen : null })}`,
          );
        }}
      >
        {q && <input type="hidden" name="q" value={q} />}
        <div className="flex w-full flex-col gap-1 sm:w-auto">
          <label htmlFor="date-filter-date" className="text-sm font-semibold">
            Published on
          </label>
          <input
            id="date-filter-date"
            type="date"
            name="date"
            defaultValue={date ?? ""}
            className="min-h-11 border border-ink/30 bg-white px-3 py-2 focus:border-ink"
          />
        </div>
        <div className="flex gap-3">
          <button
            type="submit"
            className="min-h-11 bg-accent px-5 text-sm font-semibold tracking-wide text-white uppercase hover:bg-accent-dark"
          >
            Apply
          </button>
          <a
            href={`${action}${serializeCategorySearch({ q })}`}
            className="inline-flex min-h-11 items-center border border-ink/30 px-5 text-sm font-semibold tracking-wide uppercase hover:border-ink"
          >
            Clear
          </a>
        </div>
      </form>
    </section>
  );
}
