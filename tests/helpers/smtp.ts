import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { freePort } from "./server.ts";

export type SmtpSink = {
  url: string;
  messages: ParsedMail[];
  /** Waits for the next message to `to` (case-insensitive), arriving after the call or already there. */
  waitFor(to: string, predicate?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

const recipients = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((a) => a?.value ?? [])
    .map((v) => v.address?.toLowerCase());

/** Lets `server` outlive a client that goes without saying goodbye: a server process killed with -9
 * resets its connection, which the SMTP server reports as an 'error' event, thrown in the test's
 * process when nothing listens. Any other error is still thrown. */
export function toleratingResets(server: SMTPServer): SMTPServer {
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  return server;
}

/** Whether the client that sent `session`'s message is still connected: a real SMTP server has nobody
 * to answer once the connection is gone, and drops the message (RFC 5321, 4.1.1.4). A sink that
 * finishes reading a message after its sender was killed must not count it as delivered. */
export const stillConnected = (server: SMTPServer, session: { id: string }): boolean =>
  [...(server.connections as Set<{ id: string }>)].some((connection) => connection.id === session.id);

/** A plain SMTP server for the tests (no TLS, no sign-in, quiet) that takes each message with
 * `onData` and outlives a client's reset (toleratingResets). */
export const testSmtpServer = (onData?: SMTPServerOptions["onData"]): SMTPServer =>
  toleratingResets(
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      disableReverseLookup: true,
      ...(onData ? { onData } : {}),
    }),
  );

/** A real SMTP server in this process, receiving what the app sends over SMTP. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = testSmtpServer((stream, _session, callback) => {
    simpleParser(stream)
      .then((mail) => {
        messages.push(mail);
        waiters.splice(0).forEach((w) => w());
        callback();
      })
      .catch(callback);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, predicate = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => recipients(m).includes(to.toLowerCase()) && predicate(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(mail: ParsedMail, pattern: RegExp): string {
  const link = (mail.text ?? "").match(pattern)?.[0];
  if (!link) throw new Error(`No link matching ${pattern} in mail "${mail.subject}"`);
  return link;
}
