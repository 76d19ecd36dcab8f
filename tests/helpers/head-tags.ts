import { decodeEntities } from "#shared/excerpt.ts";

export type HeadTags = {
  title: string | undefined;
  /** `<meta>` content by its `name` or `property`. */
  meta: Map<string, string>;
  /** Every `<link>` as its attributes. */
  links: Record<string, string>[];
  /** The parsed contents of every `<script type="application/ld+json">`. */
  jsonLd: unknown[];
};

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) out[m[1]!] = decodeEntities(m[2]!);
  return out;
}

/** What a server-rendered page's `<head>` says to search engines and sharing previews. */
export function headTags(html: string): HeadTags {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const meta = new Map<string, string>();
  for (const m of head.matchAll(/<meta\b[^>]*>/g)) {
    const a = attributes(m[0]);
    const key = a.property ?? a.name;
    if (key && a.content !== undefined) meta.set(key, a.content);
  }
  return {
    title: title === undefined ? undefined : decodeEntities(title),
    meta,
    links: [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attributes(m[0])),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as unknown,
    ),
  };
}
