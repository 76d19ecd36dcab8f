import { Fragment } from "react";
import { Form, Link, NavLink } from "react-router";
import { subscriberFigures } from "~/lib/counts.ts";
import { sectionsFor } from "./portal-sections.ts";

export type PortalCounts = {
  articles: number;
  creativePieces: number;
  breakingNews: number;
  comments: number;
  /** Confirmed and waiting; absent for a contributor, who sees no audience figure. */
  subscribers?: { confirmed: number; waiting: number };
  /** Pieces waiting for review, beside Home; only for those who review (issue 38). */
  review?: number | null;
};

const GROUPS = ["Desk", "Write", "Manage", "Publication"] as const;

/** The dashboard's sections, the publication at a glance, who is signed in and Logout. Always shown on
 * wide screens; on small ones it opens from the bar's Sections button and closes once a section is
 * chosen. */
export function PortalSidebar({
  id,
  open,
  username,
  role,
  counts,
  onChoose,
}: {
  id: string;
  open: boolean;
  username: string;
  /** The signed-in staff member's role: the sections it may use are shown. */
  role: string;
  counts: PortalCounts;
  onChoose: () => void;
}) {
  const figures: [string, string][] = [
    ["Articles", counts.articles.toLocaleString("en")],
    ["Creative pieces", counts.creativePieces.toLocaleString("en")],
    ["Breaking news", counts.breakingNews.toLocaleString("en")],
    ["Comments", counts.comments.toLocaleString("en")],
  ];
  if (counts.subscribers) figures.push(["Subscribers", subscriberFigures(counts.subscribers)]);
  const sections = sectionsFor(role);
  return (
    <div
      id={id}
      className={`${open ? "block" : "hidden"} border-b border-rule bg-white lg:block lg:w-64 lg:shrink-0 lg:border-r lg:border-b-0`}
    >
      <div className="lg:sticky lg:top-0 lg:max-h-dvh lg:overflow-y-auto">
        <nav aria-label="Dashboard" className="px-3 py-4">
          {GROUPS.filter((group) => sections.some((s) => s.group === group)).map((group) => (
            <div key={group} className="mb-4">
              <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">{group}</p>
              <ul>
                {sections
                  .filter((s) => s.group === group)
                  .map((section) => (
                    <li key={section.to}>
                      <NavLink
                        to={section.to}
                        end
                        onClick={onChoose}
                        className="flex min-h-11 items-center border-l-4 border-transparent px-3 py-2 text-[0.95rem] hover:bg-paper aria-[current=page]:border-accent aria-[current=page]:bg-paper aria-[current=page]:font-semibold"
                      >
                        {section.label}
                        {section.to === "/admin/dashboard" && !!counts.review && (
                          <span className="ml-auto bg-accent-dark px-2 text-sm font-semibold text-white tabular-nums">
                            {counts.review.toLocaleString("en")}
                            <span className="sr-only"> waiting for review</span>
                          </span>
                        )}
                      </NavLink>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </nav>
        <section aria-labelledby={`${id}-glance`} className="mx-6 border-t border-rule py-4">
          <h2 id={`${id}-glance`} className="text-xs font-semibold tracking-wider text-muted uppercase">
            At a glance
          </h2>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {figures.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="text-right font-semibold tabular-nums">
                  {/* '2 confirmed, 1 waiting' wraps between its two figures, never inside one. */}
                  {value.split(", ").map((part, i) => (
                    <Fragment key={part}>
                      {i > 0 && ", "}
                      <span className="whitespace-nowrap">{part}</span>
                    </Fragment>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="mx-6 border-t border-rule py-4 text-sm">
          <p>
            Logged in as <strong>{username}</strong>
          </p>
          {/* Every role's own password, also where Settings is not among its sections (a contributor). */}
          <Link
            to="/admin/dashboard/settings#change-password"
            onClick={onChoose}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2"
          >
            Change your password
          </Link>
          <Form method="post" action="/admin/logout" className="mt-3">
            <button
              type="submit"
              className="min-h-11 w-full border border-ink/30 px-4 py-2 font-semibold hover:border-ink hover:bg-ink hover:text-white"
            >
              Logout
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
