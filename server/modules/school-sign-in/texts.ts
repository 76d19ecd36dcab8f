/** What the school's sign-in says to the person signing in (decision 0066). */
export const NOT_CONFIGURED = "Sign-in with the school's accounts is not set up on this site.";
export const ATTEMPT_GONE =
  "This sign-in link has been used or has expired. Start again with the school's sign-in button.";
export const PROVIDER_ERROR =
  "The school's sign-in did not sign you in (it answered with an error, or the sign-in was cancelled). Start again with the school's sign-in button.";
export const SIGN_IN_FAILED =
  "The school's sign-in could not be checked, so you are not signed in. Start again with the school's sign-in button.";
export const UNVERIFIED_EMAIL =
  "The school's sign-in did not confirm your e-mail address, so it cannot be used here. Ask the school's IT team to verify it.";
export const WRONG_DOMAIN = (email: string) =>
  `${email} is not an address of this newsroom's school, so it cannot sign in here. Use your school account, or ask an admin.`;
export const WAITING =
  "Thank you. An admin of the newsroom must approve your account before you can use the portal; you can sign in again with the school's sign-in once they have.";
export const LINK_OFFER =
  "An account with your address already exists. Sign in with its password once, and your school account will be linked to it.";
export const NOT_STAFF_SCHOOL = "Your account does not have access to the editorial portal.";
