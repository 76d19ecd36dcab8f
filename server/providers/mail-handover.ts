import { Readable } from "node:stream";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import SMTPConnection from "nodemailer/lib/smtp-connection/index.js";

/**
 * Asked just before a message's end of data goes to the SMTP server, the one moment after which the
 * server may have taken it: the caller records that the message is being handed over (committed) and
 * answers true, or answers false and the message is dropped unsent. Until then nothing can have been
 * delivered, so a message whose sender died before the hand-over can be sent again safely.
 */
export type HandOver = () => Promise<boolean>;

/** A hand-over the caller refused: the connection was closed before the end of data; nothing went. */
export class HandOverRefused extends Error {
  constructor() {
    super("The message was not handed over: its sender no longer holds it.");
  }
}

/** The message's bytes, then (when the SMTP connection asks for more) the hand-over, then the end:
 * the end of data ('.') follows only the stream's end. A refusal errs the stream, which makes the
 * connection give up the message without ending its data. */
function handingOver(raw: Buffer, handOver: HandOver, refused: () => void): Readable {
  let step = 0;
  return new Readable({
    read() {
      step += 1;
      if (step === 1) return void this.push(raw);
      if (step > 2) return;
      handOver().then(
        (go) => (go ? this.push(null) : (refused(), this.destroy(new HandOverRefused()))),
        (error: Error) => this.destroy(error),
      );
    },
  });
}

const addressOf = (from: string | { address: string }) =>
  typeof from === "string" ? (from.match(/<([^>]+)>\s*$/)?.[1] ?? from.trim()) : from.address;

const settle =
  <T>(resolve: (value: T) => void, reject: (error: Error) => void) =>
  (error?: Error | null, value?: T) =>
    error ? reject(error) : resolve(value as T);

/**
 * Sends one message on a connection of its own (nodemailer's SMTP connection: its STARTTLS and
 * sign-in as the transport's), asking `handOver` before its end of data. The stream reaches the
 * connection only once the server has said to go on with the data, so the hand-over is never asked
 * early.
 */
export async function sendHandingOver(
  smtpUrl: string,
  message: { from: string | { name: string; address: string }; to: string } & Record<string, unknown>,
  handOver: HandOver,
): Promise<void> {
  const options = parseConnectionUrl(smtpUrl);
  const raw = await new MailComposer(message).compile().build();
  const connection = new SMTPConnection({ ...options, logger: false });
  // An error after the callbacks have answered (a reset as the connection closes) is not the send's.
  connection.on("error", () => {});
  let refused = false;
  try {
    await new Promise<void>((resolve, reject) => connection.connect(settle(resolve, reject)));
    // A URL carries a user and a password only (parseConnectionUrl): credentials.
    const auth = options.auth as SMTPConnection.Credentials | undefined;
    if (auth) await new Promise<void>((resolve, reject) => connection.login(auth, settle(resolve, reject)));
    await new Promise((resolve, reject) =>
      connection.send(
        { from: addressOf(message.from), to: [message.to] },
        handingOver(raw, handOver, () => (refused = true)),
        settle(resolve, reject),
      ),
    );
  } catch (error) {
    connection.close();
    throw refused ? new HandOverRefused() : error;
  }
  connection.quit();
}
