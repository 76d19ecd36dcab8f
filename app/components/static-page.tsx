import type { ReactNode } from "react";

export type StaticSection = { id: string; title: string; content: ReactNode };

type StaticPageProps = {
  title: string;
  standfirst?: ReactNode;
  /** A calendar day, YYYY-MM-DD, shown as "Last updated: July 6, 2025". */
  lastUpdated?: string;
  /** Show an "On this page" list of the sections (when there are any). */
  toc?: boolean;
  /** Introduction shown before the first section. */
  children?: ReactNode;
  sections: StaticSection[];
};

/* Plain elements in the body get the house text styles; an element with a class of its own (a card, a
 * button, a table) styles itself. `:where` keeps these rules weaker than any utility class. */
const BODY = [
  "font-serif text-lg leading-relaxed",
  "[:where(&)_p:not([class])]:mb-4",
  "[:where(&)_h3:not([class])]:mt-8 [:where(&)_h3:not([class])]:mb-3 [:where(&)_h3:not([class])]:text-xl [:where(&)_h3:not([class])]:font-bold",
  "[:where(&)_ul:not([class])]:mb-4 [:where(&)_ul:not([class])]:list-disc [:where(&)_ul:not([class])]:pl-6",
  "[:where(&)_ol:not([class])]:mb-4 [:where(&)_ol:not([class])]:list-decimal [:where(&)_ol:not([class])]:pl-6",
  "[:where(&)_li:not([class])]:mb-2 [:where(&)_li:not([class])]:pl-1",
  "[:where(&)_a:not([class])]:text-accent [:where(&)_a:not([class])]:underline [:where(&)_a:not([class])]:underline-offset-2 [:where(&)_a:not([class])]:[overflow-wrap:anywhere]",
  "[:where(&)_a:not([class]):hover]:text-accent-dark [:where(&)_a:not([class]):hover]:decoration-2",
  "[:where(&)_strong:not([class])]:font-bold",
  "[:where(&)_code:not([class])]:bg-rule/40 [:where(&)_code:not([class])]:px-1 [:where(&)_code:not([class])]:font-mono [:where(&)_code:not([class])]:text-base [:where(&)_code:not([class])]:whitespace-nowrap",
].join(" ");

const lastUpdatedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The one layout of the static pages (About, Contact, the policies, Careers, Advertise). */
export function StaticPage({
  title,
  standfirst,
  lastUpdated,
  toc = false,
  children,
  sections,
}: StaticPageProps) {
  // A page with no headings has nothing to list: no empty box, and the one narrow column.
  const listed = toc && sections.length > 0;
  return (
    <article
      className={
        listed
          ? "mx-auto max-w-6xl px-4 pt-8 lg:grid lg:grid-cols-[14rem_minmax(0,48rem)] lg:justify-center lg:gap-x-12"
          : "mx-auto max-w-3xl px-4 pt-8"
      }
    >
      <header className="border-b-2 border-ink pb-6 lg:col-start-2">
        <h1 className="font-serif text-4xl leading-tight font-bold sm:text-5xl">{title}</h1>
        {standfirst && <p className="mt-4 font-serif text-xl leading-relaxed text-muted">{standfirst}</p>}
        {lastUpdated && (
          <p className="mt-4 text-sm text-muted">
            Last updated:{" "}
            <time dateTime={lastUpdated}>
              {lastUpdatedFormat.format(new Date(`${lastUpdated}T00:00:00Z`))}
            </time>
          </p>
        )}
      </header>
      {listed && <StaticToc sections={sections} />}
      <div className={`${BODY} mt-8 lg:col-start-2`}>
        {children && <div className="mb-10">{children}</div>}
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mb-12">
            <h2 id={section.id} className="mb-4 font-serif text-2xl leading-snug font-bold sm:text-3xl">
              {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </div>
    </article>
  );
}

function StaticToc({ sections }: { sections: StaticSection[] }) {
  return (
    <nav
      aria-labelledby="static-toc-heading"
      className="mt-8 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0"
    >
      <div
        data-below-header=""
        className="border border-rule bg-white p-5 lg:sticky lg:top-[calc(var(--header-height,9rem)+1.5rem)]"
      >
        <h2 id="static-toc-heading" className="text-xs font-bold tracking-widest text-muted uppercase">
          On this page
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block py-0.5 text-ink underline decoration-ink/40 underline-offset-2 hover:text-accent hover:decoration-accent"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
