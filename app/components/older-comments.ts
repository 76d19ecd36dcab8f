import type { CommentList } from "#shared/schemas/comment.ts";

/**
 * The comments that the article's page at `url` lists (its `?comments=N`, 'Show older comments'), as
 * the server renders that page for this reader: the comments island's props (app/islands/comments.tsx).
 * The page is the one source of the list, so the reader sees what they would see without JavaScript:
 * the same bounds, their own held comments, likes and reports, and an anonymous reader's copy comes from
 * the page cache. Null when the page did not come or holds no list.
 */
export async function fetchCommentList(url: URL): Promise<CommentList | null> {
  try {
    const response = await fetch(url, { headers: { Accept: "text/html" } });
    if (!response.ok) return null;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const props = page.querySelector<HTMLElement>('[data-island="comments"]')?.dataset.props;
    return props ? ((JSON.parse(props) as { comments: CommentList | null }).comments ?? null) : null;
  } catch {
    return null;
  }
}
