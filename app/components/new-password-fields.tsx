import { MIN_PASSWORD_LENGTH } from "#shared/constants.ts";
import { Field } from "~/components/ui/field.tsx";

/** A new password and its confirmation, with the reader rules' length (the first admin, an accepted
 * invitation). */
export function NewPasswordFields({ errors }: { errors: Record<string, string> | undefined }) {
  return (
    <>
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors?.password}
        required
        unmarked
      />
      <Field
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        error={errors?.confirmPassword}
        required
        unmarked
      />
    </>
  );
}
