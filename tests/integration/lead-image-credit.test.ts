import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as creditRoute from "../../app/routes/admin.uploads.credit.ts";
import { loadArticle } from "../../app/routes/article.server.ts";
import { media } from "../../server/db/schema.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { CREDIT_NOT_YOURS } from "../../server/modules/media/credit.ts";
import { makeMediaRow } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

// Issue 41, decision 0071: the lead image's Photo credit field is Insert image's, saved on the library's
// image by POST /admin/uploads/credit at the address the image field holds; the piece's page shows it
// under its lead picture.
describeEachEngine("the lead image's credit", ({ db }) => {
  const { session, post } = routeCalls(db);

  it("is saved at the image field's address by its uploader and shown under the lead picture", async () => {
    const writer = await session("contributor");
    const editor = await session("editor");
    const image = await makeMediaRow(db());
    await db().update(media).set({ uploadedBy: writer.user.id }).where(eq(media.id, image.id));
    const other = await makeMediaRow(db());
    const piece = await savePiece(
      db(),
      { ...editor.user, ip: "127.0.0.1" } as never,
      "article",
      PIECE_FORMS.article.create({ category: "Culture", imageUrl: image.url, imageAlt: "The team" }),
      "publish",
    );

    const credit = (src: string, text: string, cookie: string) =>
      post(creditRoute, "/admin/uploads/credit", { src, credit: text }, { cookie });
    const saved = await credit(image.url, "Courtesy of the district", writer.cookie);
    expect([saved.status, saved.body, saved.changes]).toEqual([
      200,
      { ok: true, credit: { name: "Courtesy of the district", slug: null } },
      ["content"],
    ]);
    // Another photographer's image: refused, and nothing changed.
    const refused = await credit(other.url, "Me", writer.cookie);
    expect([refused.status, (refused.body as { error: string }).error]).toEqual([403, CREDIT_NOT_YOURS]);

    const { context } = testLoadContext(db());
    const page = (await loadArticle(
      new Request(`http://localhost/article/${piece.slug}`),
      context,
      piece.slug!,
    )) as {
      article: { image: { credit?: { name: string } } };
    };
    expect(page.article.image.credit).toEqual({ name: "Courtesy of the district", slug: null });
  });
});
