import { data, type AppLoadContext } from "react-router";
import { getCurrentUser } from "~/lib/auth.server.ts";
import { pageHtmlOnce } from "~/lib/page-html.server.ts";
import { ARTICLE_BODY_ID } from "~/components/article-view.tsx";
import { COMMENTS_PAGE_SIZE, COMMENTS_SHOWN_MAX } from "#shared/constants.ts";
import type { CommentList } from "#shared/schemas/comment.ts";
import { articleTag } from "../../server/http/page-changes.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { getArticleWithLikeCount } from "../../server/modules/articles/article-page.ts";
import { listLatestArticles, listRelatedArticles } from "../../server/modules/articles/queries.ts";
import { getBreakingNews } from "../../server/modules/breaking-news/queries.ts";
import {
  listApprovedComments,
  viewerCommentState,
  type CommentView,
} from "../../server/modules/comments/queries.ts";
import { reportedBy } from "../../server/modules/comments/reports.ts";
import { effectiveMode, getCommentRules } from "../../server/modules/comments/rules.ts";
import { viewerLikesOn, type ViewerLikes } from "../../server/modules/likes/likes.ts";
import { canDeleteComment } from "../../server/modules/comments/write.ts";
import { articleMeta, breakingMeta } from "~/lib/article-meta.server.ts";
import { pageSettings } from "~/lib/page-settings.server.ts";
import { pageImages, withImage } from "~/lib/images.server.ts";
import { IMAGE_SIZES } from "#shared/image-sizes.ts";
import { shiftHeadings } from "#shared/headings.ts";
import { layoutContent } from "#shared/chapters.ts";
import { focusableTables } from "#shared/tables.ts";
import { embedFacades } from "../../server/modules/embeds/facade.ts";
import { episodeOf } from "../../server/modules/podcasts/public.ts";
import { inPrintOf } from "../../server/modules/print/public.ts";
import { gameView } from "./sports.server.ts";
import { recapOf } from "../../server/modules/sports/stories.ts";
import { readerLive } from "../../server/modules/live/read.ts";
import { entryTexts, liveNeedsViewer, renderEntries } from "../../server/modules/live/render.ts";
import { galleryPeople, hasGallery, renderBody } from "../../server/modules/content/gallery.ts";
import { renderPolls } from "../../server/modules/polls/render.ts";

const BREAKING_PREFIX = "breaking-news-";
/** The latest stories a breaking-news page lists beneath its item. */
const BREAKING_LATEST = 3;

/** How many comments the page lists: `?comments=N` (from 'Show older comments'), within bounds. */
export function commentsShown(request: Request): number {
  const asked = Number.parseInt(new URL(request.url).searchParams.get("comments") ?? "", 10);
  if (!Number.isFinite(asked)) return COMMENTS_PAGE_SIZE;
  return Math.min(Math.max(asked, COMMENTS_PAGE_SIZE), COMMENTS_SHOWN_MAX);
}

/** What a signed-in reader alone sees of the comments (issue 27): whether they are banned, their own
 * comments awaiting approval, and which comments they reported. */
type ViewerComments = { banned: boolean; held: CommentView[]; reported: Set<string> };

/** The comments as the page shows them: no author e-mail or id, but whether the viewer may delete or
 * report each and liked it; the viewer's own held comments first, marked as awaiting approval. */
function commentsFor(
  list: readonly CommentView[],
  viewer: SessionUser | null,
  mine: ViewerLikes | null,
  shown: number,
  own: ViewerComments | null,
): CommentList {
  const item = ({ userId, ...comment }: CommentView, awaiting: boolean) => ({
    ...comment,
    userLiked: mine?.comments.has(comment.id) ?? false,
    canDelete: canDeleteComment(viewer, userId),
    canReport: !awaiting && (viewer === null || viewer.id !== userId),
    reported: own?.reported.has(comment.id) ?? false,
    ...(awaiting ? { awaiting } : {}),
  });
  return {
    comments: [
      ...(own?.held ?? []).map((c) => item(c, true)),
      ...list.slice(0, shown).map((c) => item(c, false)),
    ],
    hasOlder: list.length > shown,
  };
}

/** The viewer's own part of the comments, in two small indexed queries; null for anonymous readers,
 * whose page is the same for all of them (and cached). */
async function viewerComments(
  db: AppLoadContext["services"]["db"],
  viewer: SessionUser | null,
  articleId: string,
  list: Promise<readonly CommentView[]>,
): Promise<ViewerComments | null> {
  if (!viewer) return null;
  const { banned, held } = await viewerCommentState(db, viewer.id, articleId);
  const reported = await reportedBy(
    db,
    viewer.id,
    (await list).map((c) => c.id),
  );
  return { banned, held, reported };
}

/** What an article's page shows every reader, loaded once for all of them until a change touches the
 * page (decision 0026); null when there is no such article. The body is the page's HTML, not yet handed
 * to the page (`pageHtmlOnce`), which each request does for itself. */
async function loadSharedArticle(context: AppLoadContext, slug: string) {
  const { db, config } = context.services;
  const found = await getArticleWithLikeCount(db, slug);
  if (!found) return null;
  const { article, likeCount } = found;
  const [related, { site }, rules, episode, inPrint, live] = await Promise.all([
    listRelatedArticles(db, article),
    pageSettings(context),
    getCommentRules(db),
    // A podcast episode's player (decision 0074).
    episodeOf(db, context.services.storage, article.id),
    // The print editions it appeared in, with their page (decision 0079).
    inPrintOf(db, article.id),
    // A live blog's entries (decision 0081), under its summary.
    readerLive(db, article.id),
  ]);
  // A live blog's entries show their uploads and galleries as a body does.
  const entries = entryTexts(live?.entries ?? []);
  const [images, people] = await Promise.all([
    pageImages(context, [
      article.imageUrl,
      article.content,
      ...related.map((card) => card.imageUrl),
      ...entries,
    ]),
    galleryPeople(db, [article.content, ...entries]),
  ]);
  // What the page shows: not the portal's bookkeeping (status, version, schedule).
  const {
    createdAt: _created,
    status: _status,
    version: _version,
    scheduledFor: _scheduled,
    firstPublishedAt: _first,
    commentMode,
    content,
    ...rest
  } = article;
  // Embeds as facades: nothing is loaded from a provider before a click; the page may frame those
  // providers only (decision 0075).
  const facades = embedFacades(content);
  // Its polls as every reader first sees them (decision 0077): the island brings each reader's own.
  const body = { ...facades, ...(await renderPolls(db, facades.html, article.id, config.timeZone)) };
  const shownEntries = live && renderEntries(live.entries, images, people);
  return {
    /** The origins its embeds' frames load from (its body's and its entries'), for the page's frame-src
     * (none: no embeds island). */
    frameSources: [...new Set([...body.frameSources, ...(shownEntries?.frameSources ?? [])])],
    /** Its body has a poll: the page loads the polls island, and no other page does. */
    polls: body.polls > 0,
    /** How the article takes new comments (issue 27): its own mode, else the site's. */
    commentMode: effectiveMode(commentMode, rules),
    article: {
      // The lead picture's alt text is the article's own (issue 36), else the library's; never its
      // caption, which the page shows beneath it.
      ...withImage(rest, images, { shown: "article", lead: true, alt: article.imageAlt }),
      // The headline is the page's one <h1>: the text's headings go a level down; a long-form piece's
      // top ones are its chapters (decision 0076).
      ...layoutContent(
        article.layout,
        focusableTables(shiftHeadings(renderBody(body.html, images, people, IMAGE_SIZES.article), 2)),
      ),
    },
    related: related.map((card) => withImage(card, images)),
    episode,
    inPrint,
    /** Its entries as the page shows them; the meta's JSON-LD reads their stored text. */
    live: live && shownEntries && { ...live, entries: shownEntries.entries },
    likeCount,
    meta: articleMeta(
      { siteName: site.siteName, publicUrl: config.publicUrl },
      article,
      images(article.imageUrl),
      live,
    ),
  };
}

/** The article's page's tags (server/http/page-changes.ts): a publish or an edit anywhere changes its
 * related articles, a like or a comment its counters. */
const articlePageTags = (articleId: string, episode = false) => [
  "content",
  articleTag(articleId),
  // An episode's page names its show: a show's change drops it (decision 0074).
  ...(episode ? ["podcasts"] : []),
];

/** Shared by every reader of the same mode: the light page's pictures are its own (pageImages). */
const sharedArticle = (context: AppLoadContext, slug: string) =>
  context.shared(
    `article:${slug}${context.lightReading ? ":light" : ""}`,
    () => loadSharedArticle(context, slug),
    (page) => page && articlePageTags(page.article.id, page.episode !== null),
  );

/** The newest approved comments (one more than shown, to know of older ones), shared like the article. */
const sharedComments = (context: AppLoadContext, articleId: string, shown: number) =>
  context.shared(
    `comments:${articleId}:${shown}`,
    () => listApprovedComments(context.services.db, articleId, shown + 1),
    () => articlePageTags(articleId),
  );

export async function loadArticle(request: Request, context: AppLoadContext, slug: string) {
  const { db, config } = context.services;
  const publicUrl = config.publicUrl;
  if (slug.startsWith(BREAKING_PREFIX)) {
    const [item, latest] = await Promise.all([
      getBreakingNews(db, slug.slice(BREAKING_PREFIX.length)),
      listLatestArticles(db, BREAKING_LATEST),
    ]);
    if (item) {
      const [{ site }, images] = await Promise.all([
        pageSettings(context),
        pageImages(
          context,
          latest.map((card) => card.imageUrl),
        ),
      ]);
      const meta = breakingMeta({ siteName: site.siteName, publicUrl }, item);
      const cards = latest.map((card) => withImage(card, images));
      return { kind: "breaking" as const, item, latest: cards, publicUrl, meta };
    }
  }
  // The viewer first: the embedded database answers one query at a time anyway.
  const viewer = await getCurrentUser(request, context);
  const page = await sharedArticle(context, slug);
  if (!page) return data({ kind: "missing" as const, publicUrl }, { status: 404 });
  const articleId = page.article.id;
  context.pageTags.add(articleTag(articleId));
  for (const origin of page.frameSources) context.frameSources.add(origin);
  if (page.episode) context.pageTags.add("podcasts");
  // A game's recap says which game, with its score: a score's change ("sports") drops it too.
  const recaps = await recapOf(db, articleId);
  if (recaps.length) context.pageTags.add("sports");
  const mine = viewer ? await viewerLikesOn(db, viewer.id, articleId) : null;
  // Loaded alongside the rest, and waited for: the list is part of the page (a millisecond or two), for
  // readers without JavaScript too. A failure shows 'Error loading comments' (null); it is logged.
  const shown = commentsShown(request);
  const approved = sharedComments(context, articleId, shown);
  const own = viewerComments(db, viewer, articleId, approved);
  const comments = await Promise.all([approved, own]).then(
    ([list, ownPart]) => commentsFor(list, viewer, mine, shown, ownPart),
    (error: unknown) => {
      console.error("Loading comments failed", error);
      return null;
    },
  );
  const { noindex, ...article } = page.article;
  return {
    kind: "article" as const,
    article: { ...article, content: pageHtmlOnce(context, ARTICLE_BODY_ID, article.content) },
    related: page.related,
    embeds: page.frameSources.length > 0,
    /** The origins its frame-src names: a live blog's new entries open embeds from these only. */
    frames: page.frameSources,
    polls: page.polls,
    episode: page.episode,
    inPrint: page.inPrint,
    live: page.live,
    recaps: recaps.map((recap) => ({ ...recap, game: gameView(recap.game) })),
    likes: { count: page.likeCount, liked: mine?.article ?? false },
    comments,
    commentMode: page.commentMode,
    /** Only a signed-in reader can be banned; their page is never shared. */
    banned: (await own.catch(() => null))?.banned ?? false,
    publicUrl,
    /** Its body or a live blog's entries have a gallery, or may bring one: the page loads the viewer
     * (decisions 0072, 0081), and no other page does. */
    gallery: hasGallery(article.content) || liveNeedsViewer(page.live),
    meta: page.meta,
    /** Kept out of search engines (a takedown, decision 0038): the route says so by header too. */
    noindex,
  };
}
