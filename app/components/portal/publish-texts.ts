export type PublishKind = "article" | "opinion" | "creative";

/** Each create form's heading and toasts (SPEC.md §2, §8). */
export const PUBLISH_TEXTS = {
  article: {
    heading: "Create New Article",
    success: { title: "Article created successfully", description: "Your article has been published" },
    failure: "Failed to create article",
    view: "Read the article",
  },
  opinion: {
    heading: "Create Opinion Piece",
    success: {
      title: "Opinion piece created successfully",
      description: "Your opinion article has been published",
    },
    failure: "Failed to create opinion piece",
    view: "Read the opinion piece",
  },
  creative: {
    heading: "Create Creative Piece",
    success: {
      title: "Creative piece created successfully",
      description: "Your creative article has been published",
    },
    failure: "Failed to create creative piece",
    view: "See it on the creative page",
  },
} as const satisfies Record<PublishKind, unknown>;
