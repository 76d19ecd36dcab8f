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
