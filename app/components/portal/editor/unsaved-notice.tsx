import { useEffect, useState } from "react";
import { Link } from "react-router";
import { backstop, type BackstopEntry } from "~/components/portal/editor/backstop.ts";
import { Notice } from "~/components/ui/notice.tsx";

const NEW_PATHS: Record<string, string> = {
  article: "/admin/dashboard/articles/new",
  opinion: "/admin/dashboard/opinion/new",
  creative: "/admin/dashboard/creative/new",
};

/** Above a Manage list: work on this device that the server never confirmed (a crash, a closed tab,
 * a lost network), each with a link to its editor, which offers it back (issue 25). */
export function EditorUnsavedNotice({ kind }: { kind: "article" | "creative" }) {
  const [entries, setEntries] = useState<BackstopEntry<{ title?: string }>[]>([]);
  useEffect(() => {
    void backstop
      .list()
      .then((all) =>
        setEntries(
          (all as BackstopEntry<{ title?: string }>[])
            .filter((e) => (kind === "creative" ? e.kind === "creative" : e.kind !== "creative"))
            .sort((a, b) => b.keptAt - a.keptAt),
        ),
      );
  }, [kind]);
  if (entries.length === 0) return null;
  return (
    <Notice id="unsaved-work" title="Unsaved work on this device">
      <ul className="mt-1 list-disc pl-5 text-sm">
        {entries.map((e) => (
          <li key={e.key}>
            <Link
              to={
                e.id
                  ? `/admin/dashboard/${kind === "creative" ? "creative" : "articles"}/${e.id}`
                  : (NEW_PATHS[e.kind] ?? NEW_PATHS.article!)
              }
              className="text-accent underline underline-offset-2"
            >
              {e.fields.title?.trim() || "Untitled"}
            </Link>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
