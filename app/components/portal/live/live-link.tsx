/** The way from an article's editor to its live blog's desk (issue 42, decision 0081): where entries
 * are posted, and where an editor makes the article a live blog. */
export function LiveLink({ articleId }: { articleId: string }) {
  return (
    <p className="mx-auto max-w-5xl px-4 pt-3 text-sm sm:px-6 lg:px-8">
      <a className="font-semibold underline" href={`/admin/dashboard/articles/${articleId}/live`}>
        Live blog: post entries, or make this article a live blog
      </a>
    </p>
  );
}
