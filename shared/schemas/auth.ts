import { z } from "#shared/zod.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../constants.ts";

const email = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "That email address is too long")
  .pipe(z.email("Please enter a valid email address"));

const password = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);

const newPassword = password.min(
  MIN_PASSWORD_LENGTH,
  `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
);

export const signInInput = z.object({ email, password });

export const signUpInput = z.object({
  name: z
    .string({ message: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "That name is too long"),
  email,
  password: newPassword,
});

export const emailInput = z.object({ email });

export const resetPasswordInput = z.object({ token: z.string().min(10).max(100), password: newPassword });

export const totpCodeInput = z.object({
  code: z
    .string({ message: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});

export type SignInInput = z.infer<typeof signInInput>;
export type SignUpInput = z.infer<typeof signUpInput>;

export const staffSignInInput = z.object({
  username: z.string({ message: "Username is required" }).trim().min(1, "Username is required").max(254),
  password,
});
