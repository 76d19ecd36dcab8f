import { CREATIVE_TYPE_LABELS } from "#shared/categories.ts";
import { HEADLINE_OVER_LABEL, LAYOUT_LABELS } from "#shared/layouts.ts";
import type { PublishKind } from "./publish-texts.ts";
import type { PublishValues } from "./publish-values.ts";
import { htmlText } from "~/components/portal/editor/diff.ts";

/** The create form's labels, for the read-only views of a version (conflict, history); an episode's show
 * and audio file by their names when `names` has them (else by id). */
export function fieldRows(
  kind: PublishKind,
  v: PublishValues,
  names: Record<string, string> = {},
): [label: string, value: string][] {
  const rows: [string, string][] = [["Title", v.title]];
  if (kind === "page") return [...rows, ["Standfirst", v.excerpt]];
  if (kind === "creative") rows.unshift(["Creative Type", CREATIVE_TYPE_LABELS[v.type] ?? v.type]);
  else rows.push(["Slug", v.slug]);
  rows.push([kind === "creative" ? "Creative Summary" : "Excerpt", v.excerpt], ["Author", v.author]);
  if (kind !== "creative")
    rows.push(
      ["Category", v.category],
      ["Sports", v.sports.map((t) => (t.recap ? `${t.label} (recap)` : t.label)).join("; ")],
      ["Featured Article", v.featured ? "Yes" : "No"],
    );
  rows.push([kind === "creative" ? "Creative Image" : "Image", v.imageUrl ?? ""]);
  if (kind !== "creative") rows.push(["Caption", v.imageCaption]);
  rows.push(["Alt text", v.imageAlt]);
  if (kind !== "creative") rows.push(["Tags", v.tags]);
  rows.push(["Layout", LAYOUT_LABELS[v.layout] ?? v.layout]);
  if (v.layout === "long-form") rows.push([HEADLINE_OVER_LABEL, v.headlineOver ? "Yes" : "No"]);
  // A podcast episode's (decision 0074), when it is one.
  if (v.podcastShowId)
    rows.push(
      ["Podcast show", names[v.podcastShowId] ?? v.podcastShowId],
      ["Episode number", v.episodeNumber],
      ["Audio file", (v.audioFileId && names[v.audioFileId]) || v.audioFileId],
    );
  return rows;
}

/** One version's fields and text, read-only. */
export function FieldsView({ kind, values }: { kind: PublishKind; values: PublishValues }) {
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-3 gap-y-1">
        {fieldRows(kind, values).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words text-ink">{value || <span className="text-muted">—</span>}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="font-semibold">Content</p>
        <p className="mt-1 max-h-64 overflow-y-auto border border-rule bg-white p-3 whitespace-pre-wrap">
          {htmlText(values.content) || <span className="text-muted">—</span>}
        </p>
      </div>
    </div>
  );
}
