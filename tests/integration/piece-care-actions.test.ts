import { expect, it } from "vitest";
import * as correctionsRoute from "../../app/routes/admin.pieces.corrections.ts";
import * as previewsRoute from "../../app/routes/admin.pieces.previews.ts";
import * as takedownRoute from "../../app/routes/admin.pieces.takedown.ts";
import { readPreview } from "../../server/modules/content/previews.ts";
import { getArticleBySlug } from "../../server/modules/articles/queries.ts";
import { makeArticle } from "../helpers/factories.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

// The portal panels' actions (issue 25), as a signed-in editor's fetcher posts them; who may call them
// is in portal-permissions.test.ts, the rules in server/modules/content/*.test.ts.
describeEachEngine(
  "the preview, correction and takedown actions",
  ({ db }) => {
    const { session, post } = routeCalls(db);

    it("answers a new preview link once, absolute, and revokes it; neither changes a public page", async () => {
      const admin = await session("admin");
      const draft = await makeArticle(db(), { publishedAt: null });
      const path = "/admin/pieces/previews";
      const created = await post(
        previewsRoute,
        path,
        { intent: "create", kind: "article", id: draft.id },
        { cookie: admin.cookie },
      );
      const body = created.body as {
        ok: boolean;
        link: { id: string; url: string };
        toast: { title: string };
      };
      expect([created.status, body.ok, body.toast.title, created.changes]).toEqual([
        200,
        true,
        "Preview link created",
        [],
      ]);
      const token = new URL(body.link.url).pathname.replace("/preview/", "");
      expect(await readPreview(db(), token)).toMatchObject({ kind: "article" });
      const revoked = await post(
        previewsRoute,
        path,
        { intent: "revoke", linkId: body.link.id },
        { cookie: admin.cookie },
      );
      expect([revoked.status, revoked.changes]).toEqual([200, []]);
      expect(await readPreview(db(), token)).toBeNull();
    });

    it("adds a correction and takes a byline down, each dropping the content pages; refuses an empty note", async () => {
      const admin = await session("admin");
      const article = await makeArticle(db(), { author: "Rina Das" });
      const as = { cookie: admin.cookie };
      const added = await post(
        correctionsRoute,
        "/admin/pieces/corrections",
        { intent: "add", kind: "article", id: article.id, note: "Fixed a date." },
        as,
      );
      expect([added.status, added.changes, (added.body as { toast: { title: string } }).toast.title]).toEqual(
        [200, ["content"], "Correction added"],
      );
      const empty = await post(
        correctionsRoute,
        "/admin/pieces/corrections",
        { intent: "add", kind: "article", id: article.id, note: " " },
        as,
      );
      expect([empty.status, (empty.body as { error: string }).error, empty.changes]).toEqual([
        400,
        "Please write the correction",
        [],
      ]);

      const takedown = await post(
        takedownRoute,
        "/admin/pieces/takedown",
        {
          intent: "save",
          kind: "article",
          id: article.id,
          noindex: "on",
          replaceByline: "on",
          author: "",
          reason: "Her safety",
        },
        as,
      );
      expect([takedown.status, takedown.changes, takedown.body]).toMatchObject([
        200,
        ["content"],
        { noindex: true, author: "Staff" },
      ]);
      expect((await getArticleBySlug(db(), article.slug))?.author).toBe("Staff");
      const wrongKind = await post(
        takedownRoute,
        "/admin/pieces/takedown",
        { intent: "save", kind: "poem", id: article.id, reason: "x" },
        as,
      );
      expect([wrongKind.status, (wrongKind.body as { error: string }).error]).toEqual([
        400,
        "Please choose article, opinion or creative",
      ]);
    });
  },
  ["pglite"],
);
