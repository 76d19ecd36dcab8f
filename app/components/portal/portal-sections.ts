import { can, type Capability } from "#shared/roles.ts";

/** The dashboard's sections, in order, each at its own URL: SPEC.md §2's six, the Media Library
 * (issue 10), and each shown to the roles whose capability it needs (issue 26). */
export const PORTAL_SECTIONS = [
  // Where every sign-in lands (issue 38): each role's home screen, so for every member of staff.
  { label: "Home", to: "/admin/dashboard", group: "Desk", needs: null },
  // Every member of staff's own notifications (issue 38); the bar's bell leads here too.
  { label: "Notifications", to: "/admin/dashboard/inbox", group: "Desk", needs: null },
  // Every member of staff reads the budget: a contributor their own lines, editors and the adviser all.
  { label: "Budget", to: "/admin/dashboard/desk", group: "Desk", needs: null },
  { label: "Pitches", to: "/admin/dashboard/pitches", group: "Desk", needs: "pitch" },
  { label: "Upload New Article", to: "/admin/dashboard/articles/new", group: "Write", needs: "write" },
  { label: "Upload Opinion Piece", to: "/admin/dashboard/opinion/new", group: "Write", needs: "write" },
  { label: "Upload Creative Piece", to: "/admin/dashboard/creative/new", group: "Write", needs: "write" },
  { label: "My stories", to: "/admin/dashboard/mine", group: "Write", needs: "write" },
  // Editors manage every piece; the adviser reads them all (issue 38).
  { label: "Manage Articles", to: "/admin/dashboard/articles", group: "Manage", needs: "readAll" },
  { label: "Manage Creative Pieces", to: "/admin/dashboard/creative", group: "Manage", needs: "readAll" },
  { label: "Media Library", to: "/admin/dashboard/media", group: "Manage", needs: "mediaLibrary" },
  { label: "Comments", to: "/admin/dashboard/comments", group: "Manage", needs: "moderation" },
  { label: "Most read", to: "/admin/dashboard/readership", group: "Manage", needs: "viewReadership" },
  { label: "Contributions", to: "/admin/dashboard/contributions", group: "Manage", needs: "contributions" },
  { label: "Pages", to: "/admin/dashboard/pages", group: "Manage", needs: "editPages" },
  // Podcasts (issue 41, decision 0074): editors manage the shows; episodes are articles.
  { label: "Podcasts", to: "/admin/dashboard/podcasts", group: "Manage", needs: "podcasts" },
  // Sports (issue 42, decision 0078): every reporter enters scores; editors keep teams and schedule.
  { label: "Sports", to: "/admin/dashboard/sports", group: "Manage", needs: "scores" },
  // Print editions (issue 43, decision 0079): editors add them, list their pieces and publish them.
  { label: "Print editions", to: "/admin/dashboard/print", group: "Manage", needs: "printEditions" },
  { label: "Staff", to: "/admin/dashboard/staff", group: "Publication", needs: "staff" },
  { label: "People", to: "/admin/dashboard/people", group: "Publication", needs: "people" },
  { label: "Newsletter", to: "/admin/dashboard/newsletter", group: "Publication", needs: "newsletter" },
  // Editors keep breaking news here; the page shows each role its parts (a contributor's password too).
  { label: "Settings", to: "/admin/dashboard/settings", group: "Publication", needs: "breakingNews" },
  // Settings → Redirects (issue 40, decision 0069): editors and admins, as breaking news.
  { label: "Redirects", to: "/admin/dashboard/redirects", group: "Publication", needs: "redirects" },
  // Settings → Import (issue 40, decision 0070): admins.
  { label: "Import", to: "/admin/dashboard/import", group: "Publication", needs: "moveIn" },
  { label: "Audit log", to: "/admin/dashboard/audit", group: "Publication", needs: "audit" },
] as const satisfies readonly { label: string; to: string; group: string; needs: Capability | null }[];

/** The sections someone of `role` may use. */
export const sectionsFor = (role: string) =>
  PORTAL_SECTIONS.filter((section) => section.needs === null || can(role, section.needs));
