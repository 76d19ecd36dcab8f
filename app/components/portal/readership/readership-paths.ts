/** Where a piece's editor is: an opinion piece is an article (decision 0039). */
export function editorPath(kind: "article" | "opinion" | "creative", id: string): string {
  return `/admin/dashboard/${kind === "creative" ? "creative" : "articles"}/${id}`;
}

export const KIND_LABELS = { article: "Article", opinion: "Opinion", creative: "Creative piece" } as const;
