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
export const INVITATION_OTHER_ADDRESS = (invited: string, signedIn: string) =>
  `This invitation is for ${invited}, but the school's sign-in signed you in as ${signedIn}. Sign in there with ${invited}, or ask the admin who invited you to invite ${signedIn} instead. Nothing was changed.`;
export const LINKED_ELSEWHERE =
  "Your school account is linked to another account of this site already. Ask an admin. Nothing was changed.";
export const READERS_OFF =
  "Readers cannot sign in with the school's accounts on this site. Sign in with your e-mail address and password.";
export const STAFF_USE_PORTAL =
  "This is a staff account: sign in at the editorial portal (Portal sign-in) with the school's sign-in, and you are signed in on the site too.";
