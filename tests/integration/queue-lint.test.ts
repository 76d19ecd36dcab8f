import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The queue's lint rules of eslint.config.js (decision 0060), run on sample files that break them:
// only server/modules/jobs touches the jobs table, and only the queue's mail job sends mail.
const eslint = new ESLint();

async function messages(filePath: string, code: string): Promise<string> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`).join("\n");
}

const JOBS = "Only server/modules/jobs reads or writes the jobs table";
const MAIL = "Mail is sent only by the queue's mail job";

const forbidden: [string, string, string][] = [
  ["server/modules/backups/sample.ts", 'import { jobs } from "../../db/schema.ts";', JOBS],
  ["server/modules/content/sample.ts", 'import { articles, jobs } from "../../db/schema.ts";', JOBS],
  ["scripts/sample.ts", 'import { jobs } from "../server/db/schema/jobs.ts";', JOBS],
  [
    "server/modules/content/sample.ts",
    "const q = sql`insert into jobs (name, key) values ('a', 'b')`;",
    JOBS,
  ],
  ["server/modules/content/sample.ts", "const q = sql`UPDATE jobs SET run_at = now()`;", JOBS],
  ["server/modules/backups/sample.ts", "const q = sql`delete from jobs where name = ${n}`;", JOBS],
  ["server/modules/newsletter/sample.ts", 'import nodemailer from "nodemailer";', MAIL],
  ["server/modules/accounts/sample.ts", 'import { createMailer } from "../../providers/mail.ts";', MAIL],
  ["app/routes/sample.server.ts", 'import { createMailer } from "../../server/providers/mail.ts";', MAIL],
  ["server/modules/staff/sample.ts", 'import { mailTransports } from "../jobs/mail.ts";', MAIL],
  ["server/main.ts", 'import { createMailer } from "./providers/mail.ts";', MAIL],
  ["server/main.ts", 'import { jobs } from "./db/schema.ts";', JOBS],
];

describe("the queue's lint rules", () => {
  it.each(forbidden)("refuses %s: %s", async (file, code, message) => {
    const found = await messages(file, code);
    expect(found).toContain("no-restricted-syntax");
    expect(found).toContain(message);
  });

  it("lets the queue's module, and the rest through its doors", async () => {
    const allowed: [string, string][] = [
      ["server/modules/jobs/sample.ts", 'import { jobs } from "../../db/schema.ts";'],
      ["server/modules/jobs/sample.ts", "const q = sql`update jobs set claim = null`;"],
      ["server/modules/jobs/sample.ts", 'import { createMailer } from "../../providers/mail.ts";'],
      ["server/providers/sample.ts", 'import type { MailMessage } from "./mail.ts";'],
      ["server/modules/accounts/sample.ts", 'import { enqueue, listOpen } from "../jobs/queue.ts";'],
      ["server/modules/accounts/sample.ts", 'import { queueMail, type Outbox } from "../jobs/mail.ts";'],
      ["server/main.ts", 'import { mailTransports } from "./modules/jobs/mail.ts";'],
      [
        "server/modules/newsletter/sample.ts",
        "const q = sql`update newsletter_deliveries set status = 'sent'`;",
      ],
    ];
    for (const [file, code] of allowed)
      expect(await messages(file, code), `${file}: ${code}`).not.toContain("no-restricted-syntax");
  });
});
