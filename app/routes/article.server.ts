import { data, type AppLoadContext } from "react-router";
import { getCurrentUser } from "~/lib/auth.server.ts";
import { pageHtmlOnce } from "~/lib/page-html.server.ts";
import { ARTICLE_BODY_ID } from "~/components/article-view.tsx";
import { COMMENTS_PAGE_SIZE, COMMENTS_SHOWN_MAX } from "~/lib/constants.ts";
import type { CommentList } from "~/lib/schemas/comment.ts";
import type { Db } from "../../server/db/client.ts";
import { articleTag } from "../../server/http/page-changes.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { getArticleWithLikes } from "../../server/modules/articles/article-page.ts";
import { listLatestArticles, listRelatedArticles } from "../../server/modules/articles/queries.ts";
import { getBreakingNews } from "../../server/modules/breaking-news/queries.ts";
import { listApprovedComments } from "../../server/modules/comments/queries.ts";
import { canDeleteComment } from "../../server/modules/comments/write.ts";
import { articleMeta, breakingMeta } from "~/lib/article-meta.server.ts";
import { pageSettings } from "~/lib/page-settings.server.ts";
import { pageImages, withImage } from "~/lib/images.server.ts";
import { IMAGE_SIZES } from "~/lib/image-sizes.ts";
import { responsiveContent } from "../../server/modules/media/responsive-html.ts";

const BREAKING_PREFIX = "breaking-news-";
/** The latest stories a breaking-news page lists beneath its item. */
const BREAKING_LATEST = 3;

/** How many comments the page lists: `?comments=N` (from 'Show older comments'), within bounds. */
export function commentsShown(request: Request): number {
  const asked = Number.parseInt(new URL(request.url).searchParams.get("comments") ?? "", 10);
  if (!Number.isFinite(asked)) return COMMENTS_PAGE_SIZE;
  return Math.min(Math.max(asked, COMMENTS_PAGE_SIZE), COMMENTS_SHOWN_MAX);
}

/** The comments as the page shows them: no author e-mail or id, but whether the viewer may delete. */
async function commentsFor(
  db: Db,
  articleId: string,
  viewer: SessionUser | null,
  shown: number,
): Promise<CommentList> {
  const list = await listApprovedComments(db, articleId, viewer?.id ?? null, shown + 1);
  return {
    comments: list
      .slice(0, shown)
      .map(({ userId, ...comment }) => ({ ...comment, canDelete: canDeleteComment(viewer, userId) })),
    hasOlder: list.length > shown,
  };
}

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
  // The viewer first, for their likes: the embedded database answers one query at a time anyway.
  const viewer = await getCurrentUser(request, context);
  const found = await getArticleWithLikes(db, slug, viewer?.id ?? null);
  if (!found) return data({ kind: "missing" as const, publicUrl }, { status: 404 });
  const { article, likes } = found;
  context.pageTags.add(articleTag(article.id));
  // Loaded alongside the rest. A failure shows 'Error loading comments' on the page; it is logged
  // here, which also keeps an aborted request from leaving the rejection unhandled.
  const comments = commentsFor(db, article.id, viewer, commentsShown(request));
  comments.catch((error: unknown) => console.error("Loading comments failed", error));
  const [related, { site }] = await Promise.all([listRelatedArticles(db, article), pageSettings(context)]);
  const images = await pageImages(context, [
    article.imageUrl,
    article.content,
    ...related.map((card) => card.imageUrl),
  ]);
  const { createdAt: _created, content, ...rest } = article;
  const body = responsiveContent(content, images, IMAGE_SIZES.article);
  const shown = {
    ...withImage(rest, images, { shown: "article", lead: true, alt: rest.imageCaption }),
    content: pageHtmlOnce(context, ARTICLE_BODY_ID, body),
  };
  // Client-side navigation gets the promise: the article shows at once, 'Loading comments...' until
  // the list follows. A first load waits for the list (a millisecond or two), since markup streamed in
  // later stays hidden from readers without JavaScript; a failed load keeps the promise, which the
  // page shows as its error state.
  const loaded = context.documentRequest
    ? await comments.then(
        (list) => ({ list }),
        () => null,
      )
    : null;
  return {
    kind: "article" as const,
    article: shown,
    related: related.map((card) => withImage(card, images)),
    likes,
    comments: loaded ? loaded.list : comments,
    publicUrl,
    meta: articleMeta({ siteName: site.siteName, publicUrl }, article, images(article.imageUrl)),
  };
}
