import { editorPath, KIND_LABELS } from "~/components/portal/readership/readership-paths.ts";
import { HomeCard, HomeItem, HomeList } from "./home-card.tsx";
import type { DeskData } from "./home-types.ts";
import { assignmentPath, DESK_PATH, plural, whenText } from "./home-paths.ts";

type Props = { desk: DeskData; today: string; timeZone: string };

const COMMENTS = "/admin/dashboard/comments";

/** The desk's home (editors, admins, the adviser): what waits, what is due, what goes out today, the
 * comments to moderate and what readers read. */
export function DeskHome({ desk, today, timeZone }: Props) {
  const { waiting, due, scheduled, comments, mostRead } = desk;
  const when = (at: Date | string) => whenText(at, today, timeZone);
  return (
    <>
      <HomeCard
        id="home-waiting"
        title="Waiting for review"
        count={waiting.count}
        urgent
        empty={waiting.rows.length ? null : "Nothing waiting for review."}
        all={
          waiting.more
            ? [
                { to: "/admin/dashboard/articles?status=review", label: "All articles in review" },
                { to: "/admin/dashboard/creative?status=review", label: "All creative pieces in review" },
              ]
            : []
        }
      >
        <HomeList>
          {waiting.rows.map((p) => (
            <HomeItem
              key={p.id}
              to={editorPath(p.kind, p.id)}
              title={p.title}
              meta={`${KIND_LABELS[p.kind]} by ${p.author} · waiting since ${when(p.at)}`}
            />
          ))}
        </HomeList>
      </HomeCard>
      <HomeCard
        id="home-due"
        title="Due today and overdue"
        count={due.count}
        urgent={due.overdue > 0}
        empty={due.rows.length ? null : "No drafts due today, and none overdue."}
        all={[{ to: DESK_PATH, label: "Open the budget" }]}
      >
        <HomeList>
          {due.rows.map((a) => (
            <HomeItem
              key={a.id}
              to={assignmentPath(a.id)}
              title={a.headline}
              meta={a.people || "Nobody on it yet"}
              aside={
                <span className={a.overdue ? "font-semibold text-accent-dark" : ""}>
                  {a.overdue ? "Overdue: " : "Due "}
                  {when(a.draftDue)}
                </span>
              }
            />
          ))}
        </HomeList>
      </HomeCard>
      <HomeCard
        id="home-scheduled"
        title="Scheduled today"
        count={scheduled.rows.length}
        empty={scheduled.rows.length ? null : "Nothing is scheduled to go out today."}
        all={
          scheduled.more ? [{ to: "/admin/dashboard/articles?status=scheduled", label: "All scheduled" }] : []
        }
      >
        <HomeList>
          {scheduled.rows.map((p) => (
            <HomeItem
              key={p.id}
              to={editorPath(p.kind, p.id)}
              title={p.title}
              meta={`${KIND_LABELS[p.kind]} by ${p.author}`}
              aside={when(p.at)}
            />
          ))}
        </HomeList>
      </HomeCard>
      {comments && (
        <HomeCard
          id="home-comments"
          title="Comments to moderate"
          count={comments.held + comments.reported}
          empty={
            comments.rows.length
              ? null
              : comments.reported
                ? `No comments held. ${plural(comments.reported, "comment was", "comments were")} reported: read them in Comments.`
                : "No comments held or reported."
          }
          all={
            comments.held + comments.reported
              ? [
                  {
                    to: `${COMMENTS}?state=held`,
                    label: plural(comments.held, "held comment", "held comments"),
                  },
                  {
                    to: `${COMMENTS}?state=reported`,
                    label: plural(comments.reported, "reported comment", "reported comments"),
                  },
                ]
              : [{ to: COMMENTS, label: "Open Comments" }]
          }
        >
          <HomeList>
            {comments.rows.map((c) => (
              <HomeItem
                key={c.id}
                to={`${COMMENTS}?state=held`}
                title={`${c.author} on ${c.articleTitle}`}
                meta={<span className="line-clamp-2">{c.content}</span>}
              />
            ))}
          </HomeList>
        </HomeCard>
      )}
      {mostRead && (
        <HomeCard
          id="home-most-read"
          title="Most read this week"
          empty={
            mostRead.length
              ? null
              : "No reads yet this week. Views are counted once a published piece is opened."
          }
          all={[{ to: "/admin/dashboard/readership", label: "See the ten most read" }]}
        >
          <HomeList>
            {mostRead.map((p) => (
              <HomeItem
                key={p.id}
                to={editorPath(p.kind, p.id)}
                title={p.title}
                meta={KIND_LABELS[p.kind]}
                aside={
                  <>
                    <span className="font-semibold tabular-nums">{p.views.toLocaleString("en")}</span>{" "}
                    <span className="text-muted">{p.views === 1 ? "view" : "views"}</span>
                  </>
                }
              />
            ))}
          </HomeList>
        </HomeCard>
      )}
    </>
  );
}
