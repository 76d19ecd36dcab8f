import { ROLE_LABELS } from "#shared/roles.ts";
import type { Db } from "../../db/client.ts";
import { isDomainError } from "../errors.ts";
import { schoolPersonAt, takeSchoolAttempt, type SchoolAttempt } from "./flow.ts";
import { acceptInvitationWithSchool } from "./invitation.ts";
import { signInSchoolPerson } from "./people.ts";
import { signInSchoolReader } from "./readers.ts";
import { LINK_OFFER, WAITING } from "./texts.ts";

type Flash = { title: string; description: string };

/** Where the callback sends the browser, and what it says (decision 0066). */
export type CallbackAnswer =
  | { kind: "signed-in"; token: string; expiresAt: Date; to: string; flash: Flash }
  | { kind: "link"; offerToken: string; expiresAt: Date; to: string; flash: Flash }
  | { kind: "waiting"; message: string }
  /** `back`: the public page a reader started from, to go back to. */
  | { kind: "refused"; message: string; back: string | null };

export const READER_SIGNED_IN = { title: "Welcome back!", description: "You have successfully signed in." };
const LINK_FLASH = { title: "Sign in once with your password", description: LINK_OFFER };

/** A public page with its sign-in dialog open (app/islands/auth-host.tsx opens it for `signin=1`). */
const withSignIn = (path: string) => `${path}${path.includes("?") ? "&" : "?"}signin=1`;

async function answerFor(
  db: Db,
  attempt: SchoolAttempt,
  input: { publicUrl: string; search: string },
  client: { ip: string; userAgent?: string | null },
): Promise<CallbackAnswer> {
  const person = await schoolPersonAt(db, attempt, input);
  if (attempt.audience === "reader") {
    const to = attempt.returnTo ?? "/";
    const outcome = await signInSchoolReader(db, person, client);
    if (outcome.kind === "link") return { ...outcome, to: withSignIn(to), flash: LINK_FLASH };
    if (outcome.kind === "signed-in") return { ...outcome, to, flash: READER_SIGNED_IN };
    throw new Error("A reader's sign-in never waits for approval");
  }
  if (attempt.invitationHash) {
    const joined = await acceptInvitationWithSchool(db, person, attempt.invitationHash, client);
    return {
      ...joined,
      to: "/admin/dashboard",
      flash: {
        title: "Welcome to the staff",
        description: `You joined as ${ROLE_LABELS[joined.role]}, ${joined.name}.`,
      },
    };
  }
  const outcome = await signInSchoolPerson(db, person, client);
  if (outcome.kind === "waiting") return { kind: "waiting", message: WAITING };
  if (outcome.kind === "link") return { ...outcome, to: "/admin", flash: LINK_FLASH };
  return {
    ...outcome,
    to: "/admin/dashboard",
    flash: { title: "Login successful", description: `Welcome back, ${outcome.name}!` },
  };
}

/**
 * The provider's answer at the callback, for whatever the sign-in was for: staff (an invitation's
 * acceptance, if it carried one) or a reader. Refusals (a used or foreign state, the provider's error, a
 * refused address, a closed invitation, …) are answered with their message and change nothing; a
 * reader's refusal offers the page they came from.
 */
export async function answerSchoolCallback(
  db: Db,
  input: { publicUrl: string; search: string; cookieState?: string | null },
  client: { ip: string; userAgent?: string | null },
): Promise<CallbackAnswer> {
  let attempt: SchoolAttempt | null = null;
  try {
    attempt = await takeSchoolAttempt(db, input);
    return await answerFor(db, attempt, input, client);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const back = attempt?.audience === "reader" ? (attempt.returnTo ?? "/") : null;
    return { kind: "refused", message: error.message, back };
  }
}
