import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { SMTPServer } from "smtp-server";
import { afterEach, expect, it, vi } from "vitest";
import { freePort } from "../../tests/helpers/server.ts";
import { testSmtpServer } from "../../tests/helpers/smtp.ts";
import { createMailer } from "./mail.ts";
import { HandOverRefused } from "./mail-handover.ts";

/** A real SMTP server that records each step of a session as it happens, and each message it took. */
async function recordingServer() {
  const steps: string[] = [];
  const subjects: string[] = [];
  const server: SMTPServer = testSmtpServer((stream, _session, callback) => {
    steps.push("data");
    simpleParser(stream).then((mail) => {
      subjects.push(mail.subject ?? "");
      callback();
    }, callback);
  });
  server.onRcptTo = (address, _session, callback) => (steps.push(`rcpt ${address.address}`), callback());
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    steps,
    subjects,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const message = {
  to: "editor@example.org",
  subject: "Waiting for review",
  text: "A piece",
  html: "<p>A piece</p>",
};
let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  vi.restoreAllMocks();
});

it("asks for the hand-over after the server took the recipient and the data, then delivers the message once", async () => {
  const smtp = await recordingServer();
  close = smtp.close;
  const mailer = createMailer({ smtpUrl: smtp.url, from: "Desk <desk@example.org>", outboxDir: os.tmpdir() });
  await mailer.sendHandingOver(message, async () => {
    smtp.steps.push("hand-over");
    return true;
  });
  expect(smtp.steps).toEqual(["rcpt editor@example.org", "data", "hand-over"]);
  expect(smtp.subjects).toEqual(["Waiting for review"]);
});

it("a refused hand-over ends the connection before the end of data: the server takes nothing", async () => {
  const smtp = await recordingServer();
  close = smtp.close;
  const mailer = createMailer({ smtpUrl: smtp.url, from: "Desk <desk@example.org>", outboxDir: os.tmpdir() });
  await expect(mailer.sendHandingOver(message, async () => false)).rejects.toBeInstanceOf(HandOverRefused);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.steps).toEqual(["rcpt editor@example.org", "data"]);
  expect(smtp.subjects).toEqual([]);
});

it("the outbox writes no file for a refused hand-over, and one for a granted one", async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-handover-"));
  const mailer = createMailer({ from: "Desk <desk@example.org>", outboxDir });
  await expect(mailer.sendHandingOver(message, async () => false)).rejects.toBeInstanceOf(HandOverRefused);
  expect(fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : []).toEqual([]);
  await mailer.sendHandingOver(message, async () => true);
  expect(fs.readdirSync(outboxDir)).toHaveLength(1);
});
