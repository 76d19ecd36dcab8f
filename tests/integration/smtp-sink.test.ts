import net from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { expect, it } from "vitest";
import { freePort } from "../helpers/server.ts";
import { toleratingResets } from "../helpers/smtp.ts";

/** A client that resets its connection in the middle of a message, as a server killed with -9 does. */
async function resetMidMessage(server: SMTPServer): Promise<unknown[]> {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const seen: unknown[] = [];
  const listener = (error: unknown) => seen.push(error);
  process.on("uncaughtException", listener);
  try {
    const socket = net.connect(port, "127.0.0.1");
    let said = "";
    const answered = (code: string) =>
      new Promise<void>((resolve) => {
        const check = () => said.includes(code) && (socket.off("data", onData), resolve());
        const onData = (chunk: Buffer) => ((said += chunk.toString()), check());
        socket.on("data", onData);
        check();
      });
    await answered("220");
    socket.write("EHLO test\r\nMAIL FROM:<a@example.invalid>\r\n");
    await answered("250 Accepted");
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    process.off("uncaughtException", listener);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return seen;
}

const options = (): SMTPServerOptions => ({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
});

it("an SMTP server in a test outlives a client that resets its connection mid-message", async () => {
  expect(await resetMidMessage(toleratingResets(new SMTPServer(options())))).toEqual([]);
  // Without it, the reset is thrown in the test's process (what a kill -9 test once met).
  const thrown = await resetMidMessage(new SMTPServer(options()));
  expect(thrown).toMatchObject([{ code: "ECONNRESET" }]);
});
