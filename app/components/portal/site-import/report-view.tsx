import { counted } from "#shared/counted.ts";
import type { StoredReport } from "#shared/import-report.ts";

const ROWS = ["posts", "pages", "authors", "comments", "images", "media"] as const;
const LABELS = {
  posts: "Posts",
  pages: "Pages",
  authors: "Authors",
  comments: "Comments",
  images: "Images",
  media: "Video and audio",
};
/** A report stored before video and audio were copied has no count of them. */
const NONE = { imported: 0, already: 0, skipped: 0 };

/** A list of the report that asks for a look, folded when long. */
export function Listed({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <details className="border-t border-rule py-2" open={items.length <= 5}>
      <summary className="cursor-pointer font-semibold">
        {title} ({items.length.toLocaleString("en")})
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

/** The dry run's report, or the import's: the counts, where each category went, and what to look at. */
export function ReportView({ report, caption }: { report: StoredReport; caption: string }) {
  const done = report.dryRun ? "To import" : "Imported";
  const left = report.commentsLeftOut;
  return (
    <div className="grid gap-3 text-sm">
      <div>
        <table className="w-full border-collapse text-left">
          <caption className="mb-2 text-left font-semibold">{caption}</caption>
          <thead>
            <tr className="border-b border-ink/30">
              <th scope="col" className="py-1 pr-3">
                <span className="sr-only">What</span>
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {done}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                Already here
              </th>
              <th scope="col" className="py-1 text-right">
                Left out
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => ({ row, tally: report[row] ?? NONE })).map(({ row, tally }) => (
              <tr key={row} className="border-b border-rule">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {LABELS[row]}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{tally.imported.toLocaleString("en")}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{tally.already.toLocaleString("en")}</td>
                <td className="py-1 text-right tabular-nums">{tally.skipped.toLocaleString("en")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-muted">
        Comments left out: {left.pending} pending, {left.spam} spam, {left.trash} in the trash.
        {report.repliesFlattened > 0 &&
          ` ${counted(report.repliesFlattened, "reply", "replies")} kept as comments of their article (comments have no threads here).`}
      </p>
      <Listed
        title="Categories"
        items={report.categories.map((c) => `${c.theirs} → ${c.ours} (${counted(c.posts, "post")})`)}
      />
      <Listed title="Not imported" items={report.notImported} />
      <Listed title="Pages not imported (no page here has their address)" items={report.pagesNotImported} />
      <Listed
        title="Files not copied (their old address is kept; a video’s or audio’s as a link)"
        items={report.imagesNotHad.map((i) => `${i.url} (${i.reason})`)}
      />
      <Listed
        title="Addresses taken here"
        items={report.slugClashes.map((c) => `“${c.title}”: ${c.theirs} is taken here, now ${c.ours}`)}
      />
      <Listed title="Shortcodes taken out" items={report.shortcodes.map((s) => `[${s}]`)} />
    </div>
  );
}
