/** The article's comments section and its heading, around the comments (comments-section.tsx) or, while
 * their code loads on a client-side visit, the line that says so. */
export function CommentsFrame({ children }: { children: React.ReactNode }) {
  return (
    <section id="comments" aria-labelledby="comments-heading" className="mt-12 border-t-2 border-ink pt-4">
      <h2 id="comments-heading" className="font-serif text-2xl font-bold">
        Comments
      </h2>
      {children}
    </section>
  );
}

export const LOADING_COMMENTS = <p className="mt-6 text-muted">Loading comments...</p>;
