import type { Sender } from "./mail.ts";

const WITH_NAME = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/;
const DEFAULT_ADDRESS = "no-reply@localhost";

/** Who outgoing mail is from. MAIL_FROM with a display name ('Desk <desk@paper.org>') is used as it
 * is; a bare address, or none (then no-reply@localhost), is sent in the name of the site as it is
 * named at that moment, so a renamed publication mails under its new name at once. The name goes to
 * the mail library as a field of its own, which quotes it, whatever characters the editors chose. */
export function mailSender(
  mailFrom: string | undefined,
  siteName: () => Promise<string>,
): () => Promise<Sender> {
  const named = mailFrom ? WITH_NAME.exec(mailFrom) : null;
  if (mailFrom && named?.[1]) {
    const fixed = { name: named[1], address: named[2]! };
    return async () => fixed;
  }
  const address = named?.[2] ?? mailFrom?.trim() ?? DEFAULT_ADDRESS;
  return async () => ({ name: await siteName(), address });
}
