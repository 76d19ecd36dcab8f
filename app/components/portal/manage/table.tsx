/** A portal list as a real table where there is room for it and as cards where there is not (one
 * column on a phone, two beside the sidebar of a small laptop): the width of the content decides, not
 * the window's. The explicit roles keep it a table for assistive technology when CSS turns its rows
 * into blocks. */
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
    <div className="@container">
      <table
        role="table"
        aria-busy={busy || undefined}
        className={`block w-full border-collapse text-left text-sm @4xl:table ${busy ? "opacity-60" : ""}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="@max-4xl:sr-only">
          <tr role="row" className="border-b-2 border-ink">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-2 py-2 align-bottom text-xs font-bold tracking-wider text-muted uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="grid gap-3 @xl:grid-cols-2 @4xl:table-row-group">
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function ManageRow({ children }: { children: React.ReactNode }) {
  return (
    <tr
      role="row"
      className="flex flex-col border border-rule bg-white p-4 @4xl:table-row @4xl:border-0 @4xl:border-b @4xl:bg-transparent @4xl:p-0 @4xl:even:bg-white/60 @4xl:hover:bg-white"
    >
      {children}
    </tr>
  );
}

/** The row's title, its header for screen readers (read before each of its cells). In the table it
 * takes the width it needs first (issue 36: at 1280 px titles were squeezed to a few words a line). */
export function ManageTitleCell({ children }: { children: React.ReactNode }) {
  return (
    <th
      role="rowheader"
      scope="row"
      className="block pb-2 align-top font-serif text-base leading-snug font-semibold @4xl:table-cell @4xl:w-2/5 @4xl:min-w-64 @4xl:px-2 @4xl:py-3"
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
      className={`flex items-baseline gap-3 py-0.5 align-top @4xl:table-cell @4xl:px-2 @4xl:py-3 ${className}`}
    >
      <span
        aria-hidden="true"
        className="w-24 shrink-0 text-xs font-semibold text-muted uppercase @4xl:hidden"
      >
        {label}
      </span>
      <span className="min-w-0">{children}</span>
    </td>
  );
}

/** The Edit and Delete buttons of a row: under a rule on a card, in their own column in the table,
 * one above the other there so that the column stays narrow. */
export function ManageActionsCell({ children }: { children: React.ReactNode }) {
  return (
    <td role="cell" className="mt-auto block align-top @4xl:table-cell @4xl:px-2 @4xl:py-2">
      <div className="mt-3 flex flex-wrap gap-2 border-t border-rule pt-3 @4xl:mt-0 @4xl:flex-col @4xl:border-0 @4xl:pt-0">
        {children}
      </div>
    </td>
  );
}
