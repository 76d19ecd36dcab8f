import type { StaffEntry } from "#shared/live.ts";
import { LiveEntry } from "~/components/live-entry.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { formatWhen } from "~/lib/when.ts";
import { useRevalidateWhile } from "~/components/portal/use-revalidate-while.ts";
import { EntryActions } from "./entry-actions.tsx";
import { PostForm } from "./entry-editor.tsx";

/** How often an open desk reads the entries again while the blog is live: colleagues' entries, pins and
 * corrections appear without a reload (what is being typed stays). */
const DESK_REFRESH_MS = 10_000;

type Me = { id: string; edits: boolean; writes: boolean };
type Blog = {
  needsApproval: boolean;
  oldestFirst: boolean;
  leadsHome: boolean;
  endedAt: Date | string | null;
} | null;
export type LiveDeskData = {
  article: { id: string; title: string; slug: string; status: string };
  blog: Blog;
  entries: StaffEntry[];
  me: Me;
};

/** Start the live blog, or change its settings (editors): approval for contributors, the order, the
 * home page's lead. */
function OptionsForm({ blog }: { blog: Blog }) {
  const fetcher = usePortalFetcher();
  return (
    <fetcher.Form method="post" className="grid gap-3 border border-rule p-4">
      <input type="hidden" name="intent" value={blog ? "options" : "start"} />
      <Checkbox
        label="Entries need approval"
        hint="Contributors' entries wait until an editor approves them."
        name="needsApproval"
        defaultChecked={blog?.needsApproval ?? false}
      />
      <Checkbox
        label="Oldest entries first"
        hint="A timeline; otherwise the newest is on top."
        name="oldestFirst"
        defaultChecked={blog?.oldestFirst ?? false}
      />
      <Checkbox
        label="Lead the home page while live"
        hint="It takes the top story's place until the live blog ends, then the usual top story returns."
        name="leadsHome"
        defaultChecked={blog?.leadsHome ?? false}
      />
      <div>
        <Button type="submit" look={blog ? "secondary" : "primary"} busy={fetcher.state !== "idle"}>
          {blog ? "Save settings" : "Start live blog"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** End the live blog (editors). Stays on the page once it has ended, saying so, so that its answer's
 * toast is shown. */
function EndForm({ endedAt }: { endedAt: Date | string | null }) {
  const fetcher = usePortalFetcher();
  const timeZone = useTimeZone();
  if (endedAt)
    return (
      <p className="border border-rule p-4 text-sm">
        This live blog ended {formatWhen(endedAt, timeZone)}. The article keeps its entries.
      </p>
    );
  return (
    <details className="border border-rule p-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
        End the live blog
      </summary>
      <p className="mt-2 text-sm">
        The article keeps its entries and loses its &lsquo;Live&rsquo; label. Nobody can post after this.
      </p>
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="end" />
        <Button type="submit" look="dark" busy={fetcher.state !== "idle"}>
          End live blog
        </Button>
      </fetcher.Form>
    </details>
  );
}

/** The live blog's desk: what a reporter in the field needs first (the entry box), then the entries. */
export function LiveDesk({ data }: { data: LiveDeskData }) {
  const timeZone = useTimeZone();
  const { article, blog, entries, me } = data;
  const live = !!blog && !blog.endedAt;
  useRevalidateWhile(live, DESK_REFRESH_MS);
  return (
    <section aria-labelledby="live-heading" className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">
        {live ? "Live blog" : blog ? "Live blog ended" : "Not a live blog yet"}
      </p>
      <h1 id="live-heading" className="font-serif text-2xl font-bold sm:text-3xl">
        {article.title}
      </h1>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
        <a className="underline" href={`/admin/dashboard/articles/${article.id}`}>
          Edit the article and its summary
        </a>
        {article.status === "published" && (
          <a className="underline" href={`/article/${article.slug}`}>
            Open the public page
          </a>
        )}
      </p>
      <div className="mt-6 grid gap-6">
        {live && me.writes && <PostForm />}
        {me.edits && !blog?.endedAt && <OptionsForm blog={blog} />}
      </div>
      {blog && (
        <div className="mt-8">
          <h2 className="font-serif text-xl font-bold">Entries ({entries.length})</h2>
          {entries.map((entry) => (
            <LiveEntry key={entry.id} entry={entry} timeZone={timeZone}>
              <EntryActions entry={entry} me={me} timeZone={timeZone} />
            </LiveEntry>
          ))}
        </div>
      )}
      {blog && me.edits && (
        <div className="mt-8">
          <EndForm endedAt={blog.endedAt} />
        </div>
      )}
    </section>
  );
}
