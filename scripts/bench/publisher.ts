// An editor who publishes while readers read: what the page cache meets on a news day. Each publish drops
// the lists and the article pages (decision 0016), which their next readers render again.
import { articleForm, postForm } from "../../tests/helpers/admin.ts";

export type Publishing = { stop(): Promise<{ published: number; failed: number }> };

/** Publishes an article through Create New Article's action every `intervalMs`, as the signed-in editor
 * of `cookie`, until stopped. */
export function startPublishing(baseUrl: string, cookie: string, intervalMs = 1000): Publishing {
  let published = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const publish = async (n: number) => {
    const title = `Bench story ${n} ${Date.now()}`;
    const response = await postForm(
      baseUrl,
      "/admin/dashboard/articles/new",
      articleForm(title, { author: "Bench Editor" }),
      cookie,
    ).catch(() => null);
    await response?.arrayBuffer();
    // The action answers a redirect to the new article's list; a 4xx or 5xx names a refusal.
    if (response && response.status < 400) published++;
    else failed++;
  };
  let n = 0;
  const timer = setInterval(() => {
    const done = publish(++n).finally(() => inFlight.delete(done));
    inFlight.add(done);
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { published, failed };
    },
  };
}
