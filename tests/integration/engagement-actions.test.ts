import { confirmSubscription } from "../../server/modules/newsletter/subscriptions.ts";
import { unsubscribeToken } from "../../server/modules/newsletter/links.ts";
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { action as commentsAction } from "../../app/routes/api.comments.ts";
import { action as likesAction } from "../../app/routes/api.likes.ts";
import { action as newsletterAction } from "../../app/routes/newsletter.ts";
import { action as unsubscribeAction } from "../../app/routes/token-link.tsx";
import type { Db } from "../../server/db/client.ts";
import { comments, newsletterSubscriptions } from "../../server/db/schema.ts";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { makeArticle, makeComment, makeUser } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const ORIGIN = "http://localhost:3000";

const contextFor = (db: Db) => testLoadContext(db);

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
}

/** An action's answer, whether it came back as plain data, data() or a Response. */
async function answer(result: unknown): Promise<{ status: number; body: unknown; headers: Headers }> {
  if (result instanceof Response)
    return { status: result.status, body: await result.text(), headers: result.headers };
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit")
    return {
      status: value.init?.status ?? 200,
      body: value.data,
      headers: new Headers(value.init?.headers),
    };
  return { status: 200, body: result, headers: new Headers() };
}

describeEachEngine("engagement actions", ({ db }) => {
  const signedIn = async (overrides: Parameters<typeof makeUser>[1] = {}) => {
    const user = await makeUser(db(), overrides);
    const { token } = await createSession(db(), user.id);
    return { user, cookie: { cookie: `bt_session=${token}` } };
  };
  const run = (
    fn: (args: never) => Promise<unknown>,
    request: Request,
    context: ReturnType<typeof contextFor>["context"],
  ) => fn({ request, context, params: {} } as never).then(answer);

  it("answers 401 to an anonymous comment, delete or like", async () => {
    const article = await makeArticle(db());
    const { context } = contextFor(db());
    for (const [fn, fields] of [
      [commentsAction, { intent: "post", articleId: article.id, content: "Hello" }],
      [commentsAction, { intent: "delete", commentId: article.id }],
      [likesAction, { target: "article", id: article.id, liked: "true" }],
    ] as const) {
      const result = await run(fn, post("/api", fields), context);
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({ ok: false, error: "Please sign in first." });
    }
  });

  it("posts a trimmed comment and answers it without the author's e-mail", async () => {
    const article = await makeArticle(db());
    const { user, cookie } = await signedIn({ name: "Meera" });
    const { context } = contextFor(db());
    const result = await run(
      commentsAction,
      post("/api/comments", { intent: "post", articleId: article.id, content: "  Good read  " }, cookie),
      context,
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      ok: true,
      comment: {
        content: "Good read",
        authorName: "Meera",
        likesCount: 0,
        userLiked: false,
        canDelete: true,
      },
    });
    expect(JSON.stringify(result.body)).not.toContain(user.email);
  });

  it("answers 400 with the rule's message to a blank comment", async () => {
    const article = await makeArticle(db());
    const { cookie } = await signedIn();
    const { context } = contextFor(db());
    const result = await run(
      commentsAction,
      post("/api/comments", { intent: "post", articleId: article.id, content: "   " }, cookie),
      context,
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: false, error: "Please write a comment first." });
  });

  it("answers 429 with Retry-After once a reader comments too quickly", async () => {
    const article = await makeArticle(db());
    const { cookie } = await signedIn();
    const { context } = contextFor(db());
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof answer>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await run(
        commentsAction,
        post("/api/comments", { intent: "post", articleId: article.id, content: `Comment ${i}` }, cookie),
        context,
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(last!.body).toMatchObject({ ok: false, error: expect.stringMatching(/too quickly/) });
  });

  it("lets the author and an admin delete, answers 403 to another reader and 404 to a missing comment", async () => {
    const article = await makeArticle(db());
    const author = await signedIn();
    const reader = await signedIn();
    const admin = await signedIn({ role: "admin" });
    const { context } = contextFor(db());
    const del = (commentId: string, cookie: Record<string, string>) =>
      run(commentsAction, post("/api/comments", { intent: "delete", commentId }, cookie), context);

    const own = await makeComment(db(), article.id, author.user.id);
    const other = await makeComment(db(), article.id, author.user.id);
    const forbidden = await del(other.id, reader.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ ok: false, error: "You can only delete your own comments." });
    expect((await del(own.id, author.cookie)).status).toBe(200);
    expect((await del(other.id, admin.cookie)).status).toBe(200);
    expect(await db().select().from(comments).where(eq(comments.articleId, article.id))).toHaveLength(0);
    const missing = await del(own.id, admin.cookie);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ ok: false, error: "Comment not found" });
  });

  it("sets a like and answers the state and count; the same request twice changes nothing", async () => {
    const article = await makeArticle(db());
    const { cookie } = await signedIn();
    const { context } = contextFor(db());
    const like = () =>
      run(
        likesAction,
        post("/api/likes", { target: "article", id: article.id, liked: "true" }, cookie),
        context,
      );
    expect((await like()).body).toEqual({ ok: true, liked: true, count: 1 });
    expect((await like()).body).toEqual({ ok: true, liked: true, count: 1 });
    const unlike = await run(
      likesAction,
      post("/api/likes", { target: "article", id: article.id, liked: "false" }, cookie),
      context,
    );
    expect(unlike.body).toEqual({ ok: true, liked: false, count: 0 });
  });

  it("answers 404 to a like of a missing article", async () => {
    const { cookie } = await signedIn();
    const { context } = contextFor(db());
    const result = await run(
      likesAction,
      post(
        "/api/likes",
        { target: "article", id: "00000000-0000-4000-8000-000000000000", liked: "true" },
        cookie,
      ),
      context,
    );
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ ok: false, error: "Article not found" });
  });

  it("without JavaScript, comments, deletes and likes by plain form posts, back to the comments with a flash", async () => {
    const article = await makeArticle(db());
    const { cookie } = await signedIn();
    const { context, flashes } = contextFor(db());
    const page = `${ORIGIN}/article/${article.slug}?comments=100`;
    const form = (action: Parameters<typeof run>[0], path: string, fields: Record<string, string>) =>
      run(action, post(path, fields, { ...cookie, "Sec-Fetch-Mode": "navigate", Referer: page }), context);

    const posted = await form(commentsAction, "/api/comments", {
      intent: "post",
      articleId: article.id,
      content: " No script needed ",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe(`/article/${article.slug}?comments=100#comments`);
    const [stored] = await db().select().from(comments).where(eq(comments.articleId, article.id));
    expect(stored!.content).toBe("No script needed");

    const blank = await form(commentsAction, "/api/comments", {
      intent: "post",
      articleId: article.id,
      content: "  ",
    });
    expect(blank.status).toBe(303);
    const liked = await form(likesAction, "/api/likes", { target: "article", id: article.id, liked: "true" });
    expect(liked.headers.get("Location")).toBe(`/article/${article.slug}?comments=100`);
    const deleted = await form(commentsAction, "/api/comments", { intent: "delete", commentId: stored!.id });
    expect(deleted.status).toBe(303);
    const missing = await form(commentsAction, "/api/comments", { intent: "delete", commentId: stored!.id });
    expect(missing.status).toBe(303);

    expect(flashes).toEqual([
      { title: "Comment posted", description: "Your comment has been added successfully" },
      {
        title: "Failed to post comment",
        description: "Please write a comment first.",
        variant: "destructive",
      },
      { title: "Comment deleted", description: "The comment has been removed" },
      { title: "Error deleting comment", description: "Comment not found", variant: "destructive" },
    ]);
  });

  it("subscribes by fetcher with JSON answers: ok, then 409 'duplicate' in another case, then 400", async () => {
    const { context, mailer } = contextFor(db());
    const email = `fetcher.${Date.now()}@example.org`;
    const first = await run(newsletterAction, post("/newsletter", { email }), context);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect(mailer.sent).toHaveLength(1);
    // Double opt-in (decision 0044): only a confirmed address is 'Already Subscribed'.
    const token = decodeURIComponent(mailer.sent[0]!.text.match(/confirm\?token=(\S+)/)![1]!);
    await confirmSubscription(db(), context.services.cookieSecret, token);
    const again = await run(newsletterAction, post("/newsletter", { email: email.toUpperCase() }), context);
    expect(again).toMatchObject({
      status: 409,
      body: { ok: false, duplicate: true, error: "This email is already subscribed to our newsletter." },
    });
    const invalid = await run(newsletterAction, post("/newsletter", { email: "nope" }), context);
    expect(invalid).toMatchObject({
      status: 400,
      body: { ok: false, error: "Please enter a valid email address." },
    });
  });

  it("without JavaScript, redirects back to a same-origin Referer with the toast as a flash", async () => {
    const { context, flashes } = contextFor(db());
    const navigate = (email: string, referer: string) =>
      run(
        newsletterAction,
        post("/newsletter", { email }, { "Sec-Fetch-Mode": "navigate", Referer: referer }),
        context,
      );
    const email = `form.${Date.now()}@example.org`;
    const ok = await navigate(email, `${ORIGIN}/politics?page=2`);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/politics?page=2");
    const duplicate = await navigate(email, "https://evil.example/phish");
    expect(duplicate.headers.get("Location")).toBe("/");
    await navigate("nope", `${ORIGIN}/`);
    expect(flashes).toEqual([
      { title: "Success!", description: "Please check your inbox to confirm your subscription." },
      // Still unconfirmed: the same answer as a new address (decision 0044).
      { title: "Success!", description: "Please check your inbox to confirm your subscription." },
      { title: "Error", description: "Failed to subscribe. Please try again.", variant: "destructive" },
    ]);
  });

  it("answers 500 with the generic message when the welcome mail cannot be sent", async () => {
    const { context } = contextFor(db());
    context.services.mailer.send = async () => {
      throw new Error("SMTP down");
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await run(
      newsletterAction,
      post("/newsletter", { email: `down.${Date.now()}@example.org` }),
      context,
    );
    expect(result).toMatchObject({
      status: 500,
      body: { ok: false, error: "Failed to subscribe. Please try again." },
    });
    expect(logged).toHaveBeenCalledWith("Newsletter subscription failed", expect.any(Error));
    logged.mockRestore();
  });

  it("unsubscribes by a mail client's one-click POST to the link (RFC 8058)", async () => {
    const { context } = contextFor(db());
    const email = `oneclick.${Date.now()}@example.org`;
    await run(newsletterAction, post("/newsletter", { email }), context);
    // An issue's link: the HMAC of the subscription (decision 0044).
    const [row] = await db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    const path = `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(context.services.cookieSecret, row!.id))}`;
    const first = await run(unsubscribeAction, post(path, { "List-Unsubscribe": "One-Click" }), context);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    const again = await run(unsubscribeAction, post(path, { "List-Unsubscribe": "One-Click" }), context);
    expect(again.status).toBe(404);
  });
});
