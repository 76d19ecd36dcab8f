import { data, type AppLoadContext } from "react-router";
import { archivedIssue, archivePage } from "../../server/modules/newsletter/archive.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import { pageNumber } from "~/lib/url-params.ts";

/** The archive of sent issues, newest first (cached; sending an issue drops it). */
export async function loadArchive(context: AppLoadContext, request: Request) {
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  return { page, ...(await archivePage(context.services.db, page)) };
}

/** One sent issue: its subject, introduction and stories, as the subscribers read them. */
export async function loadArchivedIssue(context: AppLoadContext, id: string) {
  try {
    const issue = await archivedIssue(context.services.db, id);
    return {
      kind: "issue" as const,
      id: issue.id,
      subject: issue.subject,
      sentAt: issue.sentAt,
      introHtml: issue.introHtml,
      stories: issue.stories.map(({ title, excerpt, path, kind, id: storyId }) => ({
        title,
        excerpt,
        path,
        kind,
        id: storyId,
      })),
    };
  } catch (error) {
    if (isDomainError(error) && error.status === 404)
      return data({ kind: "missing" as const }, { status: 404 });
    throw error;
  }
}
