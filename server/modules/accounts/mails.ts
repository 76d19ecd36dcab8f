import { renderMail } from "../../providers/mail-layout.ts";
import type { MailMessage } from "../../providers/mail.ts";

type Ctx = { siteName: string; publicUrl: string };

export function verificationMail(
  { siteName, publicUrl }: Ctx,
  to: string,
  name: string,
  token: string,
): MailMessage {
  const url = `${publicUrl}/auth/callback?type=signup&token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Confirm your email for ${siteName}`,
    ...renderMail({
      siteName,
      heading: `Welcome, ${name}!`,
      paragraphs: [
        `Thanks for creating an account on ${siteName}. Please confirm that this is your email address to start commenting and liking stories.`,
        "The link works once and expires in 24 hours.",
      ],
      action: { label: "Verify my email", url },
      footer: "If you did not sign up, you can ignore this email: no account will be activated.",
    }),
  };
}

export function alreadyRegisteredMail({ siteName, publicUrl }: Ctx, to: string): MailMessage {
  return {
    to,
    subject: `Someone tried to create an account with your email on ${siteName}`,
    ...renderMail({
      siteName,
      heading: "You already have an account",
      paragraphs: [
        `Someone (probably you) tried to sign up on ${siteName} with this email address, which already has an account.`,
        "You can sign in with your password, or reset it if you have forgotten it.",
      ],
      action: { label: "Reset my password", url: `${publicUrl}/forgot-password` },
      footer: "If this was not you, you can ignore this email: nothing has changed.",
    }),
  };
}

export function resetMail({ siteName, publicUrl }: Ctx, to: string, token: string): MailMessage {
  return {
    to,
    subject: `Reset your ${siteName} password`,
    ...renderMail({
      siteName,
      heading: "Reset your password",
      paragraphs: [
        "We received a request to reset the password of your account. Choose a new one with the link below.",
        "The link works once and expires in one hour. Setting a new password signs you out everywhere else.",
      ],
      action: {
        label: "Choose a new password",
        url: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
      },
      footer: "If you did not ask for this, you can ignore this email: your password stays the same.",
    }),
  };
}
