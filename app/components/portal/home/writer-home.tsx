import { Link } from "react-router";
import { ASSIGNMENT_ROLE_LABELS, ASSIGNMENT_STATUS_LABELS } from "#shared/desk.ts";
import { ReviewNote } from "~/components/portal/editor/review-note.tsx";
import { editorPath, KIND_LABELS } from "~/components/portal/readership/readership-paths.ts";
import { HomeCard, HomeItem, HomeList } from "./home-card.tsx";
import type { OwnPiece, WriterData as Writer } from "./home-types.ts";
import { assignmentPath, DESK_PATH, PITCHES_PATH, whenText } from "./home-paths.ts";

const MINE = "/admin/dashboard/mine";
const seeMine = (more: boolean) => (more ? [{ to: MINE, label: "See all in My stories" }] : []);

type Props = { writer: Writer; today: string; timeZone: string };

/** A writer's home: what they are asked to make and where each of their pieces stands. */
export function WriterHome({ writer, today, timeZone }: Props) {
  const { assignments, returned, inReview, drafts, published } = writer;
  const when = (at: Date | string) => whenText(at, today, timeZone);
  return (
    <>
      <HomeCard
        id="home-assignments"
        title="Your assignments"
        count={assignments.rows.length}
        urgent={assignments.rows.some((a) => a.overdue)}
        empty={
          assignments.rows.length ? null : (
            <>
              No assignments for you.{" "}
              <Link to={PITCHES_PATH} className="font-semibold text-accent underline">
                Pitch a story
              </Link>{" "}
              to your editors.
            </>
          )
        }
        all={[{ to: DESK_PATH, label: assignments.more ? "See all on the budget" : "Open the budget" }]}
      >
        <HomeList>
          {assignments.rows.map((a) => (
            <HomeItem
              key={a.id}
              to={assignmentPath(a.id)}
              title={a.headline}
              meta={`${a.roles.map((r) => ASSIGNMENT_ROLE_LABELS[r]).join(", ")} · ${ASSIGNMENT_STATUS_LABELS[a.status]}`}
              aside={
                a.draftDue ? (
                  <span className={a.overdue ? "font-semibold text-accent-dark" : ""}>
                    {a.overdue ? "Overdue: " : "Due "}
                    {when(a.draftDue)}
                  </span>
                ) : (
                  <span className="text-muted">No deadline</span>
                )
              }
            />
          ))}
        </HomeList>
      </HomeCard>
      <HomeCard
        id="home-returned"
        title="Returned to you"
        count={returned.rows.length}
        urgent
        empty={
          returned.rows.length
            ? null
            : "Nothing returned. When an editor sends a piece back, their note is here."
        }
        all={seeMine(returned.more)}
      >
        <HomeList>
          {returned.rows.map((p) => (
            <HomeItem
              key={p.id}
              to={editorPath(p.kind, p.id)}
              title={p.title}
              meta={`${KIND_LABELS[p.kind]} · returned ${when(p.at)}`}
            >
              {p.reviewNote && <ReviewNote note={p.reviewNote} compact />}
            </HomeItem>
          ))}
        </HomeList>
      </HomeCard>
      <PieceCard
        id="home-in-review"
        title="In review"
        list={inReview}
        empty="Nothing of yours is in review. Submit a draft when it is ready."
        meta={(p) => `${KIND_LABELS[p.kind]} · submitted ${when(p.at)}`}
      />
      <PieceCard
        id="home-drafts"
        title="Your drafts"
        list={drafts}
        empty={
          <>
            No drafts.{" "}
            <Link to="/admin/dashboard/articles/new" className="font-semibold text-accent underline">
              Start an article
            </Link>
            .
          </>
        }
        meta={(p) => `${KIND_LABELS[p.kind]} · changed ${when(p.at)}`}
      />
      <HomeCard
        id="home-published"
        title="Published this week"
        count={published.rows.length}
        empty={published.rows.length ? null : "Nothing of yours published in the last seven days."}
        all={seeMine(published.more)}
      >
        <HomeList>
          {published.rows.map((p) => (
            <HomeItem
              key={p.id}
              to={editorPath(p.kind, p.id)}
              title={p.title}
              meta={`${KIND_LABELS[p.kind]} · published ${when(p.at)}`}
              aside={
                <>
                  <span className="font-semibold tabular-nums">{p.views.toLocaleString("en")}</span>{" "}
                  <span className="text-muted">{p.views === 1 ? "read" : "reads"}</span>
                </>
              }
            />
          ))}
        </HomeList>
      </HomeCard>
    </>
  );
}

/** A card of the writer's own pieces, each linking to its editor. */
function PieceCard({
  id,
  title,
  list,
  empty,
  meta,
}: {
  id: string;
  title: string;
  list: Writer["drafts"];
  empty: React.ReactNode;
  meta: (piece: OwnPiece) => string;
}) {
  return (
    <HomeCard
      id={id}
      title={title}
      count={list.rows.length}
      empty={list.rows.length ? null : empty}
      all={seeMine(list.more)}
    >
      <HomeList>
        {list.rows.map((p) => (
          <HomeItem key={p.id} to={editorPath(p.kind, p.id)} title={p.title} meta={meta(p)} />
        ))}
      </HomeList>
    </HomeCard>
  );
}
