/** The staff roles (issue 26), from least to most: every role may do what the one before it may. */
export const STAFF_ROLES = ["contributor", "editor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every account's role: readers, and the staff. */
export const ROLES = ["reader", ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  reader: "Reader",
  contributor: "Contributor",
  editor: "Editor",
  admin: "Admin",
};

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? "");

/** Whether `role` is at least `least` (an admin is also an editor and a contributor). */
export const atLeast = (role: string | null | undefined, least: StaffRole): boolean =>
  isStaffRole(role) && STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(least);

/**
 * What each staff role may do (issue 26), by the least role that may. Every domain function checks its
 * capability with `assertCan`; the portal only hides what the server refuses anyway (`can`).
 *
 * - contributor: write drafts, edit and delete their own drafts, submit them for review, upload images;
 * - editor: all that for anyone's pieces; review, publish, schedule, unpublish, delete; corrections;
 *   breaking news; the media library; people and bylines; comment moderation; readership figures;
 * - admin: all that, plus staff, settings, the newsletter, backups and the audit log.
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
  mediaLibrary: "editor",
  people: "editor",
  moderation: "editor",
  /** Readership figures (issue 27, decision 0048): the most read, each piece's views. */
  viewReadership: "editor",
  staff: "admin",
  settings: "admin",
  newsletter: "admin",
  backups: "admin",
  audit: "admin",
} as const satisfies Record<string, StaffRole>;
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
  mediaLibrary: "Only an editor can manage the media library.",
  people: "Only an editor can change people and bylines.",
  moderation: "Only an editor can moderate comments.",
  viewReadership: "Only an editor can see readership figures.",
  staff: "Only an admin can manage the staff.",
  settings: "Only an admin can change the settings.",
  newsletter: "Only an admin can send the newsletter.",
  backups: "Only an admin can manage backups.",
  audit: "Only an admin can read the audit log.",
};

/** Whether someone of `role` has `capability`: the portal shows what this allows, and the domain
 * functions assert it (server/modules/accounts/policies.ts). */
export const can = (role: string | null | undefined, capability: Capability): boolean =>
  atLeast(role, CAPABILITIES[capability]);
