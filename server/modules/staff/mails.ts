import { ROLE_LABELS, type StaffRole } from "#shared/roles.ts";
import { INVITATION_DAYS } from "#shared/schemas/staff.ts";
import { renderMail } from "../../providers/mail-layout.ts";
import type { MailMessage } from "../../providers/mail.ts";

type Ctx = { siteName: string; publicUrl: string };

/** The accept page's address for an invitation's token. */
export const invitationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/admin/invitation?token=${encodeURIComponent(token)}`;

/** The invitation to the staff: who invited them, as what, and the single-use link. */
export function invitationMail(
  { siteName, publicUrl }: Ctx,
  invitation: { email: string; name: string; role: StaffRole; inviter: string; reader: boolean },
  token: string,
): MailMessage {
  const role = ROLE_LABELS[invitation.role].toLowerCase();
  const article = /^[aeiou]/.test(role) ? "an" : "a";
  return {
    to: invitation.email,
    subject: `${invitation.inviter} invited you to the staff of ${siteName}`,
    ...renderMail({
      siteName,
      heading: `Hello ${invitation.name},`,
      paragraphs: [
        `${invitation.inviter} invited you to join ${siteName}'s editorial portal as ${article} ${role}.`,
        invitation.reader
          ? "You already have a reader account with this e-mail address: accept with its password, and your comments and likes stay yours."
          : "Accept the invitation to choose your username and password.",
        `The link works once and expires in ${INVITATION_DAYS} days.`,
      ],
      action: { label: "Accept the invitation", url: invitationUrl(publicUrl, token) },
      footer: "If you did not expect this, you can ignore this email: no account is created without you.",
    }),
  };
}
