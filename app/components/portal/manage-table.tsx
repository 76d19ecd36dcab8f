/** A portal list as a real table on wide screens and as a stack of cards on small ones. The explicit
 * roles keep it a table for assistive technology when CSS turns its rows into blocks. */
export function ManageTable({
  caption,
  columns,
  busy,
  children,
}: {
  caption: string;
  columns: readonly string[];
  busy?: boolean;
  children: React.ReactNode;
}) {
  return (
    <table
      role="table"
      aria-busy={busy || undefined}
      className={`block w-full border-collapse text-left text-sm md:table ${busy ? "opacity-60" : ""}`}
    >
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="max-md:sr-only">
        <tr role="row" className="border-b-2 border-ink">
          {columns.map((column) => (
            <th
              key={column}
              role="columnheader"
              scope="col"
              className="px-3 py-2 text-xs font-bold tracking-wider whitespace-nowrap text-muted uppercase"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
        {children}
      </tbody>
    </table>
  );
}

export function ManageRow({ children }: { children: React.ReactNode }) {
  return (
    <tr
      role="row"
      className="block border border-rule bg-white p-4 md:table-row md:border-0 md:border-b md:bg-transparent md:p-0 md:even:bg-white/60 md:hover:bg-white"
    >
      {children}
    </tr>
  );
}

/** The row's title, its header for screen readers (read before each of its cells). */
export function ManageTitleCell({ children }: { children: React.ReactNode }) {
  return (
    <th
      role="rowheader"
      scope="row"
      className="block pb-2 align-top font-serif text-base leading-snug font-semibold md:table-cell md:max-w-md md:px-3 md:py-3"
    >
      {children}
    </th>
  );
}

/** A cell; on small screens its column name stands before it, since the table head is hidden there. */
export function ManageCell({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <td
      role="cell"
      className={`flex items-baseline gap-3 py-0.5 align-top md:table-cell md:px-3 md:py-3 ${className}`}
    >
      <span aria-hidden="true" className="w-24 shrink-0 text-xs font-semibold text-muted uppercase md:hidden">
        {label}
      </span>
      <span className="min-w-0">{children}</span>
    </td>
  );
}

/** The Edit and Delete buttons of a row: under a rule on a card, in their own column in the table. */
export function ManageActionsCell({ children }: { children: React.ReactNode }) {
  return (
    <td
      role="cell"
      className="mt-3 block border-t border-rule pt-3 md:mt-0 md:table-cell md:border-0 md:px-3 md:py-2"
    >
      <div className="flex flex-wrap gap-2 md:flex-nowrap">{children}</div>
    </td>
  );
}
