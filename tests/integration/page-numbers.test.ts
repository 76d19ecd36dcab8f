import { expect, it } from "vitest";
import { people } from "../../server/db/schema.ts";
import { loadArchive } from "../../app/routes/newsletter.archive.server.ts";
import { loadAuthorPage } from "../../app/routes/author.server.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

/** A list page's `?page=` is read by one rule (app/lib/url-params.ts): a number in exponent form, which
 * JavaScript calls an integer, once reached the database as an offset past bigint and answered 500
 * (found by the fuzz: `/newsletter/archive?page=3.0974002389500267e%2B28`). */
describeEachEngine("a list page's page number", ({ db }) => {
  const request = (path: string) => new Request(`http://localhost${path}`);
  const asked = ["3.0974002389500267e%2B28", "99999999999999999999", "1e400", "-1"];

  it("reads anything but a page as page 1 and caps the rest, on the newsletter archive", async () => {
    const { context } = testLoadContext(db());
    for (const page of asked) {
      const loaded = await loadArchive(context, request(`/newsletter/archive?page=${page}`));
      expect(loaded.page).toBe(page.startsWith("9999") ? 1_000_000 : 1);
      expect(loaded.issues).toEqual([]);
    }
  });

  it("likewise on an author page", async () => {
    const { context } = testLoadContext(db());
    await db().insert(people).values({ slug: "page-numbers", name: "Page Numbers" });
    for (const page of asked) {
      const loaded = await loadAuthorPage(
        context,
        request(`/author/page-numbers?page=${page}`),
        "page-numbers",
      );
      expect(loaded).toMatchObject({ kind: "author", pieces: { items: [] } });
    }
  });
});
