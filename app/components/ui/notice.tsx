import type { ReactNode } from "react";

/** A notice above a page's content: a heading that names it and what to do (the portal's unsaved work,
 * the school year's start). */
export function Notice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-5 border-l-4 border-accent bg-white px-4 py-3">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
