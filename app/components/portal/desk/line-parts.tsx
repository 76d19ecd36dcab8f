import { Link } from "react-router";
import {
  ASSIGNMENT_ROLE_LABELS,
  ASSIGNMENT_STATUS_LABELS,
  type AssignmentRole,
  type AssignmentStatus,
} from "#shared/desk.ts";
import { formatDateTime } from "#shared/local-time.ts";
import { editionLabel } from "#shared/print.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";

/** What the budget's views show of an assignment (the loader's lines, serialized). */
export type DeskLine = {
  id: string;
  headline: string;
  category: string;
  length: number;
  status: AssignmentStatus;
  draftDue: Date | string | null;
  publishTarget: Date | string | null;
  articleId: string | null;
  spikeNote: string | null;
  people: { userId: string; name: string; role: AssignmentRole }[];
  /** The print edition it is in: laid out on a page, or planned (issue 43). */
  edition?: { volume: number; number: number; page: number | null } | null;
};

export const DESK_PATH = "/admin/dashboard/desk";

/** 'Asha Roy (writer), Dev (photographer)' */
export const peopleText = (line: Pick<DeskLine, "people">) =>
  line.people.map((p) => `${p.name} (${ASSIGNMENT_ROLE_LABELS[p.role].toLowerCase()})`).join(", ") ||
  "Nobody yet";

/** A time on the publication's clock, or 'not set'. */
export function When({ at }: { at: Date | string | null }) {
  const timeZone = useTimeZone();
  if (!at) return <span className="text-muted">not set</span>;
  const date = new Date(at);
  return <time dateTime={date.toISOString()}>{formatDateTime(date, timeZone)}</time>;
}

export function StatusTag({ status }: { status: AssignmentStatus }) {
  return (
    <span className="inline-block border border-ink/30 bg-paper px-2 py-0.5 text-xs font-semibold uppercase tracking-wide">
      {ASSIGNMENT_STATUS_LABELS[status]}
    </span>
  );
}

/** The budget line's headline, linking to the assignment. */
export function LineLink({
  line,
  className = "",
}: {
  line: Pick<DeskLine, "id" | "headline">;
  className?: string;
}) {
  return (
    <Link
      to={`${DESK_PATH}/${line.id}`}
      data-line={line.id}
      className={`font-semibold text-ink underline decoration-ink/30 underline-offset-2 hover:decoration-ink ${className}`}
    >
      {line.headline}
    </Link>
  );
}

/** 'Vol. 12, No. 4, page 3', or 'Vol. 12, No. 4, planned' before its piece is in the table of contents. */
const printText = ({ volume, number, page }: NonNullable<DeskLine["edition"]>) =>
  `${editionLabel(volume, number)}, ${page === null ? "planned" : `page ${page}`}`;

/** Section, length, people, deadlines and print edition, as a description list. */
export function LineFacts({ line }: { line: DeskLine }) {
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      <dt className="text-muted">Section</dt>
      <dd>
        {line.category}
        {line.length > 0 && `, ${line.length.toLocaleString("en")} words`}
      </dd>
      <dt className="text-muted">People</dt>
      <dd>{peopleText(line)}</dd>
      <dt className="text-muted">Draft due</dt>
      <dd>
        <When at={line.draftDue} />
      </dd>
      <dt className="text-muted">Publish</dt>
      <dd>
        <When at={line.publishTarget} />
      </dd>
      {line.edition && (
        <>
          <dt className="text-muted">Print</dt>
          <dd>{printText(line.edition)}</dd>
        </>
      )}
    </dl>
  );
}
