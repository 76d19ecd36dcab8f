import { z } from "#shared/zod.ts";
import { MAX_PASSWORD_LENGTH } from "../constants.ts";

/** The texts of Delete your account on /account (issue 28). */
export const DELETE_ACCOUNT_TEXTS = {
  passwordMissing: "Please enter your password",
  passwordWrong: "Your password is incorrect",
  unconfirmed: "Tick the box to confirm that you want to delete your account",
  staff: "A staff account cannot be deleted here. An admin closes staff accounts on the portal's Staff page.",
  deleted: "Your account is deleted",
} as const;

const t = DELETE_ACCOUNT_TEXTS;

/** The form: the account's password, and the box that says the reader means it. */
export const deleteAccountInput = z.object({
  password: z
    .string({ message: t.passwordMissing })
    .min(1, t.passwordMissing)
    .max(MAX_PASSWORD_LENGTH, t.passwordWrong),
  confirm: z.literal("on", { message: t.unconfirmed }),
});
