import { sql } from "drizzle-orm";
import { dayRange } from "#shared/day-range.ts";
import { localDateTimeValue } from "#shared/local-time.ts";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#shared/roles.ts";
import { z } from "#shared/zod.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";
import { validate } from "../validate.ts";

/**
 * The contribution report (issue 38), for advisers and editors grading a class newsroom: per member of
 * staff and per date range (a term), what the desk already records — pieces published under their
 * byline and their words, photo assignments published, and assignments due in the range on time, late
 * and spiked. It invents no figure: 'on time' is a draft first submitted (or published) by its due time.
 */

export type ContributionRow = {
  userId: string;
  name: string;
  role: StaffRole;
  active: boolean;
  published: number;
  words: number;
  photos: number;
  onTime: number;
  late: number;
  spiked: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const rangeInput = z.object({
  from: z.string().regex(DAY, "Give the first day as a date").optional(),
  to: z.string().regex(DAY, "Give the last day as a date").optional(),
});

/** A report covers at most this many days: a school year and a little more. */
export const MAX_RANGE_DAYS = 400;
export const RANGE_BACKWARDS = "The last day comes before the first.";
export const RANGE_TOO_LONG = `A report covers at most ${MAX_RANGE_DAYS} days. Choose a term or a school year.`;

/** The range asked for, in the publication's zone; by default the last 120 days to today. */
export function contributionRange(input: unknown, timeZone: string, now = new Date()) {
  const asked = validate(rangeInput, input, "The dates are not right");
  const today = localDateTimeValue(now, timeZone).slice(0, 10);
  const to = asked.to ?? today;
  const from =
    asked.from ?? localDateTimeValue(new Date(now.getTime() - 119 * 86_400_000), timeZone).slice(0, 10);
  if (from > to) throw new Invalid(RANGE_BACKWARDS, { to: RANGE_BACKWARDS });
  const start = dayRange(from, timeZone).start;
  const end = dayRange(to, timeZone).end;
  if (end.getTime() - start.getTime() > (MAX_RANGE_DAYS + 1) * 86_400_000)
    throw new Invalid(RANGE_TOO_LONG, { from: RANGE_TOO_LONG });
  return { from, to, start, end };
}

type Range = { start: Date; end: Date };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The words of a piece's HTML: its text split on white space. */
const WORDS = sql.raw(
  `coalesce(array_length(regexp_split_to_array(btrim(regexp_replace(regexp_replace(coalesce(a.content, c.content, ''), '<[^>]*>', ' ', 'g'), '&[a-z#0-9]+;', ' ', 'gi')), '\\s+'), 1), 0)`,
);

/** Everyone on the staff, deactivated ones too (a graduate's term still counts), with their figures. */
export async function contributionReport(
  db: Db,
  actor: SessionUser | null | undefined,
  range: Range,
): Promise<ContributionRow[]> {
  assertCan(actor, "contributions");
  const { start, end } = range;
  const staff = await rowsOf<{ id: string; name: string; role: StaffRole; active: boolean }>(
    db,
    sql`select id, coalesce(name, username, email) as name, role, deactivated_at is null as active
        from users where role in (${sql.join(
          STAFF_ROLES.map((r) => sql`${r}`),
          sql`, `,
        )}) order by lower(coalesce(name, username, email)) limit 1000`,
  );
  const published = await rowsOf<{ user_id: string; pieces: number; words: number }>(
    db,
    sql`select p.user_id, count(*)::int as pieces, sum(${WORDS})::int as words
        from piece_authors pa
        join people p on p.id = pa.person_id
        left join articles a on a.id = pa.article_id
        left join creative_pieces c on c.id = pa.creative_piece_id
        where p.user_id is not null and pa.published_at >= ${start} and pa.published_at < ${end}
        group by p.user_id`,
  );
  const desk = await rowsOf<{
    user_id: string;
    photos: number;
    on_time: number;
    late: number;
    spiked: number;
  }>(
    db,
    sql`with due as (
          select ap.user_id, ap.assignment_id, ap.role, a.status, a.draft_due,
            (select min(r.created_at) from revisions r
              where ((a.article_id is not null and r.article_id = a.article_id)
                  or (a.creative_piece_id is not null and r.creative_piece_id = a.creative_piece_id))
                and (r.reason like 'Submitted for review%' or r.reason like 'Published%' or r.reason like 'Scheduled%')
            ) as handed_in
          from assignment_people ap join assignments a on a.id = ap.assignment_id
          where a.draft_due >= ${start} and a.draft_due < ${end})
        select user_id,
          (count(distinct assignment_id) filter (where role = 'photographer' and status = 'published'))::int as photos,
          (count(distinct assignment_id) filter (where status <> 'spiked' and handed_in <= draft_due))::int as on_time,
          (count(distinct assignment_id) filter (where status <> 'spiked' and (handed_in > draft_due
            or (handed_in is null and draft_due < now()))))::int as late,
          (count(distinct assignment_id) filter (where status = 'spiked'))::int as spiked
        from due group by user_id`,
  );
  const byUser = new Map(published.map((r) => [r.user_id, r]));
  const deskByUser = new Map(desk.map((r) => [r.user_id, r]));
  return staff.map((person) => {
    const pub = byUser.get(person.id);
    const work = deskByUser.get(person.id);
    return {
      userId: person.id,
      name: person.name,
      role: person.role,
      active: person.active,
      published: pub?.pieces ?? 0,
      words: pub?.words ?? 0,
      photos: work?.photos ?? 0,
      onTime: work?.on_time ?? 0,
      late: work?.late ?? 0,
      spiked: work?.spiked ?? 0,
    };
  });
}

/** A CSV cell: quoted, and a leading = + - @ made text, so a spreadsheet never runs it as a formula. */
const cell = (value: string | number) => {
  const text = typeof value === "number" ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
};

export const CSV_HEADER = [
  "Name",
  "Role",
  "Active",
  "Pieces published",
  "Words",
  "Photo assignments published",
  "Assignments on time",
  "Assignments late",
  "Assignments spiked",
];

/** The report as CSV, one line a person, with the range in the first line's comment-free header. */
export function contributionCsv(rows: ContributionRow[]): string {
  const lines = rows.map((r) =>
    [
      r.name,
      ROLE_LABELS[r.role],
      r.active ? "yes" : "no",
      r.published,
      r.words,
      r.photos,
      r.onTime,
      r.late,
      r.spiked,
    ]
      .map(cell)
      .join(","),
  );
  return [CSV_HEADER.map(cell).join(","), ...lines].join("\r\n") + "\r\n";
}
