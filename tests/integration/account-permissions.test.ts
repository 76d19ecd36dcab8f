import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { DELETE_ACCOUNT_TEXTS } from "#shared/schemas/delete-account.ts";
import * as account from "../../app/routes/account.tsx";
import * as accountData from "../../app/routes/account.data.ts";
import * as comments from "../../app/routes/admin.dashboard.comments.tsx";
import { likes, users } from "../../server/db/schema.ts";
import { deletedReaderChoice } from "../../server/modules/settings/deleted-readers.ts";
import { makeArticle, makeComment, makeUser } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

/**
 * The permission matrix of a reader's own routes (issue 28), as tests/integration/portal-permissions.test.ts
 * is the portal's: /account and its delete, /account/data, for anonymous visitors and each role. The
 * CSRF matrix (tests/e2e/csrf-matrix.test.ts) finds /account's action in the build by itself.
 */
const ROLES = ["anonymous", "reader", "contributor", "editor", "admin"] as const;
const PASSWORD = "matrix-password-1";

describeEachEngine("a reader's own routes, for every role", ({ db }) => {
  const calls = routeCalls(db);
  const signedIn = async (role: (typeof ROLES)[number]) =>
    role === "anonymous" ? { user: null, cookie: undefined } : calls.session(role, PASSWORD);

  it("opens /account to every signed-in user and sends anonymous visitors to the front page", async () => {
    for (const role of ROLES) {
      const { cookie } = await signedIn(role);
      const answer = await calls.load(account, "/account", cookie);
      const expected = role === "anonymous" ? [302, "/"] : [200, null];
      expect([role, answer.status, answer.headers.get("location")]).toEqual([role, ...expected]);
    }
  });

  it("gives each signed-in user their own data as a file at /account/data, and anonymous visitors 401", async () => {
    for (const role of ROLES) {
      const { user, cookie } = await signedIn(role);
      const { context } = testLoadContext(db());
      const request = new Request("http://localhost:3000/account/data", {
        headers: cookie ? { cookie } : {},
      });
      const answer = await accountData.loader({ request, context, params: {} } as never);
      if (!user) {
        expect([role, (answer as { init?: { status?: number } }).init?.status]).toEqual([role, 401]);
        continue;
      }
      const response = answer as Response;
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="your-data-/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = (await response.json()) as { profile: { email: string; role: string } };
      expect([role, body.profile]).toMatchObject([role, { email: user.email, role }]);
    }
  });

  it("deletes a reader's own account with its password, refuses staff 403 and anonymous to the front page", async () => {
    for (const role of ROLES) {
      const { user, cookie } = await signedIn(role);
      const answer = await calls.post(
        account,
        "/account",
        { intent: "delete-account", password: PASSWORD, confirm: "on" },
        cookie ? { cookie } : {},
      );
      const left = user ? await db().select().from(users).where(eq(users.id, user.id)) : [];
      if (role === "anonymous") expect([answer.status, answer.headers.get("location")]).toEqual([302, "/"]);
      else if (role === "reader") {
        expect([answer.status, answer.headers.get("location"), left]).toEqual([302, "/", []]);
        expect(answer.headers.get("set-cookie")).toMatch(/bt_session=;/);
        expect(answer.flashes).toEqual([expect.objectContaining({ title: DELETE_ACCOUNT_TEXTS.deleted })]);
      } else {
        expect([role, answer.status, (answer.body as { error?: string }).error, left.length]).toEqual([
          role,
          403,
          DELETE_ACCOUNT_TEXTS.staff,
          1,
        ]);
      }
    }
  });

  it("drops from the page cache every article whose comments or likes the deletion took", async () => {
    const { user, cookie } = await calls.session("reader", PASSWORD);
    const [commented, liked, untouched] = [
      await makeArticle(db()),
      await makeArticle(db()),
      await makeArticle(db()),
    ];
    const other = await makeUser(db());
    await makeComment(db(), commented.id, user.id);
    const theirs = await makeComment(db(), liked.id, other.id);
    await makeComment(db(), untouched.id, other.id);
    await db().insert(likes).values({ userId: user.id, commentId: theirs.id });
    const answer = await calls.post(
      account,
      "/account",
      { intent: "delete-account", password: PASSWORD, confirm: "on" },
      { cookie },
    );
    expect(answer.status).toBe(302);
    expect(answer.changes).toEqual(
      expect.arrayContaining([{ article: commented.id }, { article: liked.id }]),
    );
    expect(answer.changes).toHaveLength(2);
  });

  it("lets only an admin choose, beside comment moderation, what becomes of deleted readers' comments", async () => {
    for (const role of ["editor", "admin"] as const) {
      const { cookie } = await calls.session(role);
      const answer = await calls.post(
        comments,
        "/admin/dashboard/comments",
        { intent: "deleted-readers", choice: "keep" },
        { cookie },
      );
      expect([role, answer.status, await deletedReaderChoice(db())]).toEqual(
        role === "admin" ? [role, 200, "keep"] : [role, 403, "remove"],
      );
    }
    await calls.post(
      comments,
      "/admin/dashboard/comments",
      { intent: "deleted-readers", choice: "remove" },
      { cookie: (await calls.session("admin")).cookie },
    );
  });
});
