/** Why an invitation link does not work (issue 26). */
export type ClosedState = "unknown" | "expired" | "used" | "revoked";

/** What the accept page says of a link that does not work, and what to do. */
export const CLOSED_INVITATION: Record<ClosedState, { title: string; message: string }> = {
  unknown: {
    title: "This invitation link does not work",
    message:
      "This invitation link is not valid. If the invitation was sent again, only the newest e-mail's link works. Ask the admin who invited you to resend it.",
  },
  expired: {
    title: "This invitation has expired",
    message:
      "Invitations work for 7 days, and this one has run out. Ask the admin who invited you to resend it: the new e-mail will have a fresh link.",
  },
  used: {
    title: "This invitation has been used",
    message:
      "This invitation has been accepted already. Sign in to the editorial portal with your username or e-mail address.",
  },
  revoked: {
    title: "This invitation was withdrawn",
    message:
      "An admin withdrew this invitation, so its link no longer works. If you should still join, ask an admin to invite you again.",
  },
};

/** The accept page, when the newsroom signs in only with the school's accounts and the invitation's
 * address is not one of the school's (decision 0066): nothing there can accept it. */
export const NOT_A_SCHOOL_ADDRESS = (email: string) =>
  `This invitation is for ${email}, which is not one of the school's addresses, and this newsroom signs in only with the school's accounts. Ask the admin who invited you to invite your school address instead.`;
