import { entryText, type LiveView } from "#shared/live.ts";

/** How many entries a live blog's JSON-LD lists: the newest, as search engines read the latest. */
const LD_ENTRIES = 50;

/** The fields a live blog (decision 0081) adds to its article's JSON-LD, then a `LiveBlogPosting`:
 * when its coverage started and, once ended, ended, and its latest entries as `liveBlogUpdate`. */
export function liveLd(live: LiveView, url: string) {
  const newest = [...live.entries].sort((a, b) => b.at.localeCompare(a.at)).slice(0, LD_ENTRIES);
  return {
    coverageStartTime: live.startedAt,
    ...(live.endedAt ? { coverageEndTime: live.endedAt } : {}),
    liveBlogUpdate: newest.map((entry) => {
      const text = entryText(entry.html);
      return {
        "@type": "BlogPosting",
        "@id": `${url}#entry-${entry.id}`,
        headline: text.length > 110 ? `${text.slice(0, 107)}...` : text,
        articleBody: text,
        datePublished: entry.at,
        author: { "@type": "Person", name: entry.author },
      };
    }),
  };
}
