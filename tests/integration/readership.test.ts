import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { viewAction } from "../../app/routes/api.views.server.ts";
import type { Database, Db } from "../../server/db/client.ts";
import { openPostgres } from "../../server/db/client.ts";
import { pieceViews } from "../../server/db/schema.ts";
import { countView } from "../../server/modules/readership/count-view.ts";
import { mostRead, pieceDays, recentViews } from "../../server/modules/readership/figures.ts";
import { actor, makeArticle } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { loggedDb, planOfLast } from "../helpers/logged-db.ts";
import { createTestDatabase, describeEachEngine, postgresSkipReason } from "../helpers/test-db.ts";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const ZONE = "Asia/Kolkata";

const viewsOf = async (db: Db, pieceId: string) =>
  (
    await db.select({ views: pieceViews.views }).from(pieceViews).where(eq(pieceViews.pieceId, pieceId))
  ).reduce((sum, row) => sum + row.views, 0);

describeEachEngine("readership's queries", ({ db, engine }) => {
  it("reads the most read, a list page's views and a piece's days from indexes", async () => {
    const logged = loggedDb(db(), engine);
    const editor = actor("editor");
    const id = (await makeArticle(db())).id;
    const reads: [string, RegExp, () => Promise<unknown>][] = [
      ["most read", /piece_views_day_idx/, () => mostRead(logged.db, editor, ZONE)],
      ["a list page", /piece_views_piece_id_day_pk/, () => recentViews(logged.db, editor, [id, id], ZONE)],
      ["a piece's days", /piece_views_piece_id_day_pk/, () => pieceDays(logged.db, editor, id, ZONE)],
    ];
    for (const [name, index, read] of reads) {
      await read();
      const plan = await planOfLast(db(), logged);
      expect([name, index.test(plan)], plan).toEqual([name, true]);
    }
  });
});

describeEachEngine(
  "the readership beacon",
  ({ db }) => {
    const beacon = (context: ReturnType<typeof testLoadContext>["context"], body: string, agent = BROWSER) =>
      viewAction({
        request: new Request("http://localhost/api/views", {
          method: "POST",
          body,
          headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": agent },
        }),
        context,
        params: {},
      } as never) as Promise<Response>;

    it("answers 204 with no cookie and no caching, and says why it counted nothing", async () => {
      const { context } = testLoadContext(db());
      const article = await makeArticle(db());
      const counted = await beacon(context, article.id);
      expect([
        counted.status,
        counted.headers.get("Cache-Control"),
        counted.headers.get("Set-Cookie"),
      ]).toEqual([204, "no-store", null]);
      expect((await beacon(context, article.id, "Googlebot/2.1")).status).toBe(204);
      const wrong = await beacon(context, "not an id");
      expect([wrong.status, ((await wrong.json()) as { error: string }).error]).toEqual([
        400,
        "A view is counted for a piece's id, sent as the request's body.",
      ]);
      expect((await beacon(context, "0b6f3c1e-7a53-4f7e-9a0e-2d9f1c8b4a11")).status).toBe(404);
      expect(await viewsOf(db(), article.id)).toBe(1);
    });

    it("answers 400, logging nothing, a body cut off at the endpoint's limit", async () => {
      const { context } = testLoadContext(db());
      const cutOff = new ReadableStream({
        pull: (controller) =>
          controller.error(new RangeError("The request body is larger than this endpoint takes.")),
      });
      const logged = vi.spyOn(console, "error");
      const request = new Request("http://localhost/api/views", {
        method: "POST",
        body: cutOff,
        duplex: "half",
      } as RequestInit);
      const thrown = await viewAction({ request, context, params: {} } as never).catch(
        (error: unknown) => error,
      );
      expect([(thrown as Response).status, logged.mock.calls.length]).toEqual([400, 0]);
      logged.mockRestore();
    });

    it("refuses an address past 120 beacons a minute, counting nothing more, while others still count", async () => {
      const { context } = testLoadContext(db());
      const article = await makeArticle(db());
      for (let i = 0; i < 120; i++) expect((await beacon(context, article.id)).status).toBe(204);
      const refused = await beacon(context, article.id);
      expect([refused.status, Number(refused.headers.get("Retry-After")) > 0]).toEqual([429, true]);
      expect(await viewsOf(db(), article.id)).toBe(120);
      const other = testLoadContext(db(), { clientIp: "198.51.100.7" });
      other.context.services.limits = context.services.limits;
      expect((await beacon(other.context, article.id)).status).toBe(204);
      expect(await viewsOf(db(), article.id)).toBe(121);
    });
  },
  ["pglite"],
);

// Two processes of one deployment: each with its own connection pool to the same PostgreSQL.
(postgresSkipReason ? describe.skip : describe)("two instances on one PostgreSQL", () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: Database;
  beforeAll(async () => {
    handle = await createTestDatabase("postgres");
    second = await openPostgres(handle.url!);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await handle?.drop();
  });

  it("adds up the views both count at the same time", async () => {
    const first = handle.database.db;
    const article = await makeArticle(first);
    const count = (db: Db) => countView(db, { pieceId: article.id, userAgent: BROWSER }, ZONE);
    await Promise.all(Array.from({ length: 100 }, (_, i) => count(i % 2 ? first : second.db)));
    expect(await viewsOf(second.db, article.id)).toBe(100);
  });
});
