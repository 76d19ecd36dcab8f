/** The dashboard's sections, in order, each at its own URL: SPEC.md §2's six and the Media Library
 * (issue 10). */
export const PORTAL_SECTIONS = [
  { label: "Upload New Article", to: "/admin/dashboard/articles/new", group: "Write" },
  { label: "Upload Opinion Piece", to: "/admin/dashboard/opinion/new", group: "Write" },
  { label: "Upload Creative Piece", to: "/admin/dashboard/creative/new", group: "Write" },
  { label: "Manage Articles", to: "/admin/dashboard/articles", group: "Manage" },
  { label: "Manage Creative Pieces", to: "/admin/dashboard/creative", group: "Manage" },
  { label: "Media Library", to: "/admin/dashboard/media", group: "Manage" },
  { label: "Settings", to: "/admin/dashboard/settings", group: "Publication" },
] as const;
