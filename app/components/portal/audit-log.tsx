import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select, type SelectOption } from "~/components/ui/select.tsx";
import { formatWhen } from "~/lib/when.ts";
import { ManageCell, ManageRow, ManageTable, ManageTitleCell } from "./manage/table.tsx";

export const AUDIT_PATH = "/admin/dashboard/audit";
const COLUMNS = ["What", "When", "Who", "Details", "From address"] as const;

export type AuditEntryView = {
  id: string;
  at: Date | string;
  actorName: string;
  actorId: string | null;
  label: string;
  typed: boolean;
  summary: string;
  ip: string | null;
};
type Typed = { action?: string; actor?: string; from?: string; to?: string };

/** The filters, as a GET form: they work before (and without) JavaScript, and the address keeps them. */
export function AuditFilters({
  typed,
  actions,
  actors,
}: {
  typed: Typed;
  actions: readonly SelectOption[];
  actors: readonly { id: string; name: string }[];
}) {
  const filtered = Object.values(typed).some(Boolean);
  return (
    <Form
      method="get"
      action={AUDIT_PATH}
      key={JSON.stringify(typed)}
      aria-label="Filter the audit log"
      className="mt-4 grid gap-4 border border-rule bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Select
        label="Action"
        name="action"
        defaultValue={typed.action ?? ""}
        options={[{ value: "", label: "Every action" }, ...actions]}
        unmarked
      />
      <Select
        label="Who"
        name="actor"
        defaultValue={typed.actor ?? ""}
        options={[{ value: "", label: "Everyone" }, ...actors.map((a) => ({ value: a.id, label: a.name }))]}
        unmarked
      />
      <Field label="From" name="from" type="date" defaultValue={typed.from ?? ""} unmarked />
      <Field label="To" name="to" type="date" defaultValue={typed.to ?? ""} unmarked />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClass("primary")}>
          Show entries
        </button>
        {filtered && (
          <Link to={AUDIT_PATH} className="font-semibold text-accent underline underline-offset-2">
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The entries, newest first: a table on a wide screen, a list of cards on a phone. */
export function AuditEntries({
  entries,
  timeZone,
}: {
  entries: readonly AuditEntryView[];
  timeZone: string;
}) {
  return (
    <ManageTable caption="Audit log entries, newest first" columns={COLUMNS}>
      {entries.map((entry) => (
        <ManageRow key={entry.id}>
          <ManageTitleCell>{entry.label}</ManageTitleCell>
          <ManageCell label="When" className="whitespace-nowrap">
            <time dateTime={new Date(entry.at).toISOString()}>{formatWhen(entry.at, timeZone)}</time>
          </ManageCell>
          <ManageCell label="Who">
            {entry.actorName}
            {entry.typed && <span className="text-muted"> (as typed)</span>}
          </ManageCell>
          <ManageCell label="Details">{entry.summary || <span className="text-muted">—</span>}</ManageCell>
          <ManageCell label="From" className="font-mono text-xs break-all">
            {entry.ip ?? (
              <span className="font-sans text-muted">{entry.actorId || entry.typed ? "unknown" : "—"}</span>
            )}
          </ManageCell>
        </ManageRow>
      ))}
    </ManageTable>
  );
}

/** 'Older entries' continues after the last one shown; 'Newest entries' starts again. */
export function AuditPages({
  typed,
  next,
  continued,
}: {
  typed: Typed;
  next: string | null;
  continued: boolean;
}) {
  const query = (extra: Record<string, string>) =>
    `${AUDIT_PATH}?${new URLSearchParams(
      Object.entries({ ...typed, ...extra }).filter((pair): pair is [string, string] => Boolean(pair[1])),
    )}`;
  if (!next && !continued) return null;
  return (
    <nav aria-label="Pages of the audit log" className="mt-6 flex flex-wrap gap-3">
      {continued && (
        <Link to={query({})} className={buttonClass("secondary")}>
          Newest entries
        </Link>
      )}
      {next && (
        <Link to={query({ after: next })} className={buttonClass("secondary")}>
          Older entries
        </Link>
      )}
    </nav>
  );
}
