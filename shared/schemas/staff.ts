import { z } from "#shared/zod.ts";
import { STAFF_ROLES } from "../roles.ts";
import { adminAccountInput, PASSWORDS_DIFFER } from "./admin-account.ts";

/** An invitation lasts this long (issue 26); Resend starts it again. */
export const INVITATION_DAYS = 7;

const role = z.enum(STAFF_ROLES, { message: "Choose a role: Contributor, Editor, Admin or Adviser" });
const id = z.uuid({ message: "That is not a member of staff" });

/** The Invite form: who, at which address, as what. */
export const inviteInput = adminAccountInput.pick({ name: true, email: true }).extend({ role });

export const invitationIdInput = z.object({ id: z.uuid({ message: "That invitation does not exist" }) });

export const roleChangeInput = z.object({ id, role });

export const staffMemberInput = z.object({ id });

/** The handover (issue 40): the publication's admin and editor-in-chief to another member of staff;
 * the admin who hands over stays as an editor or leaves as an alumnus. */
export const HANDOVER_THEN = ["editor", "alumnus"] as const;
export const handoverInput = z.object({
  to: z.uuid({ message: "Choose who takes over the publication" }),
  then: z.enum(HANDOVER_THEN, { message: "Choose what you become after the handover" }),
});

const token = z
  .string({ message: "This page needs the link from your invitation e-mail." })
  .trim()
  .min(10, "This page needs the link from your invitation e-mail.")
  .max(100, "This page needs the link from your invitation e-mail.");

/** The accept page for someone new: their name, a username and a password, with the reader rules. */
export const acceptNewInput = adminAccountInput
  .pick({ name: true, username: true, password: true })
  .extend({ token, confirmPassword: z.string({ message: PASSWORDS_DIFFER }) })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });

/** The accept page for an existing reader: their own password, and a username when they have none. */
export const acceptExistingInput = z.object({
  token,
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(128),
  username: adminAccountInput.shape.username.optional(),
});
