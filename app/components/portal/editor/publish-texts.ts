/** The kinds the one editor writes: the pieces, and the static pages (decision 0047). */
export type PublishKind = "article" | "opinion" | "creative" | "page";

/** Each editor's headings and toasts (SPEC.md §2, §8: the create forms' and the edit dialogs'). `success`
 * is SPEC's toast of a create form, said only when the piece was created by publishing it there; a piece
 * published from its own page is `published` (issue 36). */
export const PUBLISH_TEXTS = {
  article: {
    heading: "Create New Article",
    success: { title: "Article created successfully", description: "Your article has been published" },
    failure: "Failed to create article",
    view: "Read the article",
    editHeading: "Edit Article",
    updated: { title: "Article updated", description: "Your article has been successfully updated" },
    updateFailed: "Failed to update article",
    unpublished: { title: "Article unpublished", description: "Readers no longer see it" },
    published: { title: "Article published", description: "Readers see it now" },
    scheduled: "Article scheduled",
  },
  opinion: {
    heading: "Create Opinion Piece",
    success: {
      title: "Opinion piece created successfully",
      description: "Your opinion article has been published",
    },
    failure: "Failed to create opinion piece",
    view: "Read the opinion piece",
    editHeading: "Edit Article",
    updated: { title: "Article updated", description: "Your article has been successfully updated" },
    updateFailed: "Failed to update article",
    unpublished: { title: "Article unpublished", description: "Readers no longer see it" },
    published: { title: "Article published", description: "Readers see it now" },
    scheduled: "Article scheduled",
  },
  creative: {
    heading: "Create Creative Piece",
    success: {
      title: "Creative piece created successfully",
      description: "Your creative article has been published",
    },
    failure: "Failed to create creative piece",
    view: "See it on the creative page",
    editHeading: "Edit Creative Piece",
    updated: {
      title: "Creative piece updated",
      description: "The creative piece has been successfully updated",
    },
    updateFailed: "Failed to update creative piece",
    unpublished: { title: "Creative piece unpublished", description: "Readers no longer see it" },
    published: { title: "Creative piece published", description: "Readers see it now" },
    scheduled: "Creative piece scheduled",
  },
  page: {
    heading: "Edit Page",
    success: { title: "Page updated", description: "Readers see the new text now" },
    failure: "Failed to update the page",
    view: "See the page",
    editHeading: "Edit Page",
    updated: { title: "Page updated", description: "Readers see the new text now" },
    updateFailed: "Failed to update the page",
    unpublished: { title: "Page updated", description: "A page is always published" },
    published: { title: "Page updated", description: "Readers see the new text now" },
    scheduled: "Page scheduled",
  },
} as const satisfies Record<PublishKind, unknown>;
