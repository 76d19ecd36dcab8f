import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { pollHtml, type PollBlock } from "#shared/poll-markup.ts";
import { ALREADY_VOTED, POLL_CLOSED, VOTE_COUNTED } from "#shared/poll-outcomes.ts";
import { loader as pollApi } from "../../app/routes/api.polls.ts";
import { loadArticle } from "../../app/routes/article.server.ts";
import { action as voteAction } from "../../app/routes/polls.vote.ts";
import { loader as resultLoader } from "../../app/routes/polls.result.tsx";
import type { Db } from "../../server/db/client.ts";
import { polls, pollVotes } from "../../server/db/schema.ts";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { makeArticle, makeUser } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

// The readers' polls' public routes (decision 0077): a vote by fetch (the island) and by a plain form
// post (no JavaScript), by a browser's cookie or a signed-in account, and the pages that show them.

const ORIGIN = "http://localhost:3000";
const FETCH = { Accept: "application/json", "Sec-Fetch-Mode": "cors" };
const FORM = { Accept: "text/html", "Sec-Fetch-Mode": "navigate" };

const poll = (overrides: Partial<PollBlock> = {}): PollBlock => ({
  id: randomUUID(),
  question: "Which lunch should come back?",
  choices: [
    { key: "dal", label: "Dal and rice" },
    { key: "momo", label: "Momos" },
  ],
  resultsBeforeVote: false,
  closesAt: null,
  ...overrides,
});

async function answer(result: unknown): Promise<{ status: number; body: unknown; headers: Headers }> {
  if (result instanceof Response)
    return { status: result.status, body: await result.text(), headers: result.headers };
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit")
    return { status: value.init?.status ?? 200, body: value.data, headers: new Headers(value.init?.headers) };
  return { status: 200, body: result, headers: new Headers() };
}

describeEachEngine("readers' polls over HTTP", ({ db }) => {
  const published = async (block = poll()) => {
    const article = await makeArticle(db(), { content: `<p>Tell us.</p>${pollHtml(block)}` });
    return { article, block };
  };
  const vote = (
    ctx: ReturnType<typeof testLoadContext>["context"],
    id: string,
    fields: object,
    headers: object,
  ) =>
    voteAction({
      request: new Request(`${ORIGIN}/polls/${id}/vote`, {
        method: "POST",
        body: new URLSearchParams(fields as Record<string, string>),
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      }),
      context: ctx,
      params: { id },
    } as never).then(answer);
  const read = (ctx: ReturnType<typeof testLoadContext>["context"], id: string, headers: object) =>
    pollApi({
      request: new Request(`${ORIGIN}/api/polls/${id}`, { headers: headers as HeadersInit }),
      context: ctx,
      params: { id },
    } as never).then(answer);
  const votes = (database: Db, id: string) =>
    database.select().from(pollVotes).where(eq(pollVotes.pollId, id));

  it("a browser without an account: its first vote sets the poll cookie; its second is refused", async () => {
    const { block } = await published();
    const { context } = testLoadContext(db());
    const first = await vote(context, block.id, { choice: "momo" }, FETCH);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, poll: { voted: "momo", total: 1, shown: true } });
    const set = first.headers.get("Set-Cookie")!;
    expect(set).toMatch(/^bt_poll=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const cookie = { cookie: set.split(";")[0]! };
    const again = await vote(context, block.id, { choice: "dal" }, { ...FETCH, ...cookie });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, error: ALREADY_VOTED });
    expect((await read(context, block.id, cookie)).body).toMatchObject({ poll: { voted: "momo" } });
    // Another browser has not voted, and sees no counts before voting.
    expect((await read(context, block.id, {})).body).toMatchObject({
      poll: { voted: null, shown: false, total: 0 },
    });
    expect(await votes(db(), block.id)).toHaveLength(1);
  });

  it("a signed-in reader votes as their account, from any browser, once", async () => {
    const { block } = await published();
    const user = await makeUser(db());
    const { token } = await createSession(db(), user.id);
    const { context } = testLoadContext(db());
    const session = { cookie: `bt_session=${token}` };
    const first = await vote(context, block.id, { choice: "dal" }, { ...FETCH, ...session });
    expect(first.status).toBe(200);
    expect(first.headers.get("Set-Cookie")).toBeNull();
    const elsewhere = await vote(
      context,
      block.id,
      { choice: "momo" },
      { ...FETCH, cookie: `${session.cookie}; bt_poll=${"x".repeat(43)}` },
    );
    expect(elsewhere.status).toBe(409);
    const [stored] = await votes(db(), block.id);
    expect(stored).toMatchObject({ voter: `u:${user.id}`, userId: user.id, choiceKey: "dal" });
  });

  it("without JavaScript: the form posts, goes to the result page, which shows the result and what happened", async () => {
    const { article, block } = await published();
    const { context } = testLoadContext(db());
    // The piece's page, the same for every reader: the form, no counts, and the polls island.
    const page = await loadArticle(new Request(`${ORIGIN}/article/${article.slug}`), context, article.slug);
    if (!("kind" in page) || page.kind !== "article") throw new Error("no article page");
    expect(page.polls).toBe(true);
    const body = context.pageHtml.get("article-body") ?? page.article.content;
    expect(body).toContain(`<form class="poll-form" method="post" action="/polls/${block.id}/vote">`);
    expect(body).toContain("Readers' poll, not a survey.");
    expect(body).not.toContain("poll-results-list");

    const posted = await vote(context, block.id, { choice: "dal" }, FORM);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe(`/polls/${block.id}?outcome=voted`);
    const cookie = posted.headers.get("Set-Cookie")!.split(";")[0]!;
    const result = await resultLoader({
      request: new Request(`${ORIGIN}/polls/${block.id}?outcome=voted`, { headers: { cookie } }),
      context,
      params: { id: block.id },
    } as never).then(answer);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(result.body).toMatchObject({
      kind: "poll",
      said: { code: "voted", text: VOTE_COUNTED },
      back: `/article/${article.slug}#poll-${block.id}`,
      poll: {
        voted: "dal",
        total: 1,
        choices: [
          { key: "dal", votes: 1, percent: 100 },
          { key: "momo", votes: 0 },
        ],
      },
    });
    const twice = await vote(context, block.id, { choice: "momo" }, { ...FORM, cookie });
    expect(twice.headers.get("Location")).toBe(`/polls/${block.id}?outcome=already`);
    const wrong = await vote(context, block.id, { choice: "pizza" }, FORM);
    expect(wrong.headers.get("Location")).toBe(`/polls/${block.id}?outcome=choice`);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
    expect(await votes(db(), block.id)).toHaveLength(1);
  });

  it("a closed poll: refused by fetch and by form, nothing stored, its final result shown on the page", async () => {
    const { article, block } = await published(
      poll({ closesAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    const { context } = testLoadContext(db());
    await vote(context, block.id, { choice: "momo" }, FETCH);
    await db().update(polls).set({ closedAt: new Date() }).where(eq(polls.id, block.id));
    const refused = await vote(context, block.id, { choice: "dal" }, FETCH);
    expect(refused).toMatchObject({ status: 400, body: { ok: false, error: POLL_CLOSED } });
    const form = await vote(context, block.id, { choice: "dal" }, FORM);
    expect(form.headers.get("Location")).toBe(`/polls/${block.id}?outcome=closed`);
    expect(await votes(db(), block.id)).toHaveLength(1);
    const { context: fresh } = testLoadContext(db());
    const page = await loadArticle(new Request(`${ORIGIN}/article/${article.slug}`), fresh, article.slug);
    if (!("kind" in page) || page.kind !== "article") throw new Error("no article page");
    const body = fresh.pageHtml.get("article-body") ?? page.article.content;
    expect(body).toContain("Final result");
    expect(body).toContain("100%, 1 vote");
    expect(body).not.toContain("poll-form");
  });

  it("holds one address to the rate limit", async () => {
    const { block } = await published();
    const { context } = testLoadContext(db());
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push(await vote(context, block.id, { choice: "dal" }, FETCH));
    expect(answers.slice(0, 60).every((a) => a.status === 200)).toBe(true);
    expect(answers[60]!.status).toBe(429);
    expect(await votes(db(), block.id)).toHaveLength(60);
  });
});
