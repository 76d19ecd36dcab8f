/** The newsroom's chain of roles (issue 26), from least to most: each may do what the one before it may. */
export const CHAIN_ROLES = ["contributor", "editor", "admin"] as const;
export type ChainRole = (typeof CHAIN_ROLES)[number];

/** The staff roles: the chain, and the adviser beside it (issue 38), who reads everything, coaches with
 * notes and, when the publication asks for it, gives the final approval; never publishes or returns
 * unless the setting gives advisers an editor's powers (server/modules/settings/desk-settings.ts). */
export const STAFF_ROLES = [...CHAIN_ROLES, "adviser"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every account's role: readers, and the staff. */
export const ROLES = ["reader", ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  reader: "Reader",
  contributor: "Contributor",
  editor: "Editor",
  admin: "Admin",
  adviser: "Adviser",
};

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? "");

const isChainRole = (role: string | null | undefined): role is ChainRole =>
  (CHAIN_ROLES as readonly string[]).includes(role ?? "");

/** Whether `role` is at least `least` in the chain (an admin is also an editor and a contributor; an
 * adviser stands outside it). */
export const atLeast = (role: string | null | undefined, least: ChainRole): boolean =>
  isChainRole(role) && CHAIN_ROLES.indexOf(role) >= CHAIN_ROLES.indexOf(least);

/**
 * What each staff role may do (issue 26), by the least role that may. Every domain function checks its
 * capability with `assertCan`; the portal only hides what the server refuses anyway (`can`).
 *
 * - contributor: write drafts, edit and delete their own drafts, submit them for review, upload images;
 * - editor: all that for anyone's pieces; review, publish, schedule, unpublish, delete; corrections;
 *   breaking news; the media library; people and bylines; comment moderation; readership figures;
 * - admin: all that, plus staff, settings, the newsletter, backups and the audit log;
 * - adviser (beside the chain): ADVISER_CAPABILITIES.
 */
export const CAPABILITIES = {
  /** Write and save drafts, submit them for review, upload images. Own pieces only below editor. */
  write: "contributor",
  /** Edit, save or delete a piece someone else created, or one past draft. */
  editAny: "editor",
  /** Publish, update a published piece, schedule, unpublish, delete, restore, corrections, takedowns,
   * preview links, and return a piece from review. */
  publish: "editor",
  /** The static pages (About, the policies, …: issue 27, decision 0047). */
  editPages: "editor",
  breakingNews: "editor",
  /** Settings → Redirects (issue 40, decision 0069): add, test, remove and import redirects. */
  redirects: "editor",
  /** Podcasts (issue 41, decision 0074): add, change and delete shows. Episodes are pieces. */
  podcasts: "editor",
  /** The sports desk (issue 42, decision 0078): teams, the schedule, typed standings. */
  sports: "editor",
  /** Enter a game's score and status, live from the game (decision 0078): every reporter. */
  scores: "contributor",
  /** Print editions (issue 43, decision 0079): add, change, publish, schedule and delete them. */
  printEditions: "editor",
  mediaLibrary: "editor",
  people: "editor",
  moderation: "editor",
  /** Readership figures (issue 27, decision 0048): the most read, each piece's views. */
  viewReadership: "editor",
  /** Readers' polls (issue 42, decision 0077): see a poll's votes over time and close it early. */
  polls: "editor",
  staff: "admin",
  settings: "admin",
  /** Settings → Import (issue 40, decision 0070): move a site in from WordPress, SNO or Ghost. */
  moveIn: "admin",
  newsletter: "admin",
  backups: "admin",
  audit: "admin",
  /** Read every piece, drafts included, and the whole story budget (issue 38). */
  readAll: "editor",
  /** Pitch a story (issue 38). */
  pitch: "contributor",
  /** Assign stories, answer pitches, spike (issue 38). */
  assign: "editor",
  /** Leave notes on a draft the person may open (issue 38). */
  notes: "contributor",
  /** The contribution report, for grading (issue 38). */
  contributions: "editor",
  /** The adviser's final approval, when the publication asks for one (issue 38): no one of the chain. */
  approve: null,
} as const satisfies Record<string, ChainRole | null>;
export type Capability = keyof typeof CAPABILITIES;

/** What someone without the portal, or without a capability, is told: what is refused and why. Every
 * refusal, of an action or of a whole page, says its capability's line (policies.ts's `assertCan`; the
 * portal's error page shows it). */
export const NOT_STAFF = "Your account does not have access to the editorial portal.";
export const REFUSALS: Record<Capability, string> = {
  write: NOT_STAFF,
  editAny: "Only an editor can manage everyone's pieces: yours are in My stories.",
  publish: "Only an editor can publish. Submit it for review instead.",
  editPages: "Only an editor can change the site's pages.",
  breakingNews: "Only an editor can change breaking news.",
  redirects: "Only an editor can change the redirects.",
  podcasts: "Only an editor can change the podcast shows.",
  sports: "Only an editor can change the teams, the schedule and the standings.",
  scores: NOT_STAFF,
  printEditions: "Only an editor can add and change print editions.",
  mediaLibrary: "Only an editor can manage the media library.",
  people: "Only an editor can change people and bylines.",
  moderation: "Only an editor can moderate comments.",
  viewReadership: "Only an editor can see readership figures.",
  polls: "Only an editor can see a poll's votes over time or close it.",
  staff: "Only an admin can manage the staff.",
  settings: "Only an admin can change the settings.",
  moveIn: "Only an admin can import a site.",
  newsletter: "Only an admin can send the newsletter.",
  backups: "Only an admin can manage backups.",
  audit: "Only an admin can read the audit log.",
  readAll: "Only an editor or the adviser can read everyone's pieces: yours are in My stories.",
  pitch: NOT_STAFF,
  assign: "Only an editor can assign stories and answer pitches.",
  notes: NOT_STAFF,
  contributions: "Only an editor or the adviser can see the contribution report.",
  approve: "Only the adviser gives this approval.",
};

/** What an adviser is told when they ask for what only the students' staff may do. */
export const ADVISER_REFUSAL =
  "An adviser reads and leaves notes; this is for the student staff. An admin can give advisers an editor's powers in Settings.";

/** The line a refusal of `capability` to someone of `role` says. */
export const refusalFor = (role: string | null | undefined, capability: Capability): string =>
  role === "adviser" ? ADVISER_REFUSAL : REFUSALS[capability];

/** What an adviser may do: read and coach, never publish, return or delete (issue 38, JEA's statement
 * on prior review). A setting may give advisers an editor's powers: the portal's guard then treats the
 * adviser as an editor who also keeps these. */
export const ADVISER_CAPABILITIES: readonly Capability[] = [
  "readAll",
  "notes",
  "contributions",
  "viewReadership",
  "approve",
];

/** Whether someone of `role` has `capability`: the portal shows what this allows, and the domain
 * functions assert it (server/modules/accounts/policies.ts). */
export function can(role: string | null | undefined, capability: Capability): boolean {
  if (role === "adviser") return ADVISER_CAPABILITIES.includes(capability);
  const least: ChainRole | null = CAPABILITIES[capability];
  return least !== null && atLeast(role, least);
}
