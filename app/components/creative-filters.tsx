import type { CreativeType } from "#shared/categories.ts";
import { serializeCreativeSearch } from "~/lib/category-search.ts";

const FILTERS: { type: CreativeType | null; label: string }[] = [
  { type: null, label: "All Creative Works" },
  { type: "poetry", label: "Poetry" },
  { type: "prose", label: "Prose" },
  { type: "visual_art", label: "Visual Art" },
  { type: "photography", label: "Photography" },
];

/** The type filter: links, so that it works without JavaScript; choosing one starts at page 1. */
export function CreativeFilters({ active }: { active: CreativeType | null }) {
  return (
    <nav aria-label="Filter creative works">
      <ul className="flex flex-wrap justify-center gap-2">
        {FILTERS.map(({ type, label }) => {
          const current = type === active;
          return (
            <li key={label}>
              <a
                href={`/creative${serializeCreativeSearch({ type })}`}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border px-4 text-sm font-semibold tracking-wide uppercase transition-colors ${
                  current
                    ? "border-ink bg-ink text-white"
                    : "border-ink/25 bg-white text-ink hover:border-accent hover:text-accent"
                }`}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
