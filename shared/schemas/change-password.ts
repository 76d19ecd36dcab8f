import { PASSWORDS_DIFFER } from "../texts.ts";
import { z } from "#shared/zod.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../constants.ts";

/** The failures of a password change, each with the toast title SPEC.md §5 gives it (or ours where it
 * gives none). */
export const CHANGE_PASSWORD_FAILURES = {
  currentMissing: { title: "Current password required", message: "Please enter your current password" },
  currentWrong: { title: "Incorrect password", message: "Your current password is incorrect" },
  mismatch: { title: "Password mismatch", message: PASSWORDS_DIFFER },
  tooShort: {
    title: "Password too short",
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  },
  tooLong: {
    title: "Password too long",
    message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  },
} as const;

const f = CHANGE_PASSWORD_FAILURES;
const text = (message: string) => z.string({ message }).max(MAX_PASSWORD_LENGTH, f.tooLong.message);

/** Settings → Change Password. Mismatch is checked before length, as SPEC.md §5 orders them. */
export const changePasswordInput = z
  .object({
    currentPassword: text(f.currentMissing.message).min(1, f.currentMissing.message),
    newPassword: text(f.tooShort.message),
    confirmPassword: text(f.mismatch.message),
  })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (newPassword !== confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: f.mismatch.message });
    } else if (newPassword.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: f.tooShort.message });
    }
  });

export type ChangePasswordInput = z.input<typeof changePasswordInput>;
