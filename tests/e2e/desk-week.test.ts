import { describe, expect, it } from "vitest";
import { localDateTimeValue } from "#shared/local-time.ts";
import { articleForm } from "../helpers/admin.ts";
import { portalSession, post, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";

// The desk's week (issue 38), with short deadlines: an assignment to a writer and a photographer, a
// declined pitch, the draft made from the assignment, the 24-hour reminder once, a submission the
// editors are told of, two anchored notes answered, the adviser's approval, the publication, the
// assignment moved by its draft alone, and the contribution report counting it. Over HTTP as the
// portal's pages post it; a browser for the bell and the home screen's count.

const EDITOR = staffAccount("week-editor", "Week Editor");
const WRITER = staffAccount("week-writer", "Week Writer");
const PHOTOGRAPHER = staffAccount("week-photo", "Week Photographer");
const ADVISER = staffAccount("week-adviser", "Week Adviser");
const site = setUpPortal([EDITOR, WRITER, PHOTOGRAPHER, ADVISER], {
  smtp: true,
  roles: {
    [WRITER.username]: "contributor",
    [PHOTOGRAPHER.username]: "contributor",
    [ADVISER.username]: "adviser",
  },
});
const TZ = "Asia/Kolkata";
const inHours = (h: number) => localDateTimeValue(new Date(Date.now() + h * 3_600_000), TZ);
const TEXT = "The council met on Monday. The vote was 7 to 2 to keep the night buses.";

type Answer = Record<string, unknown> & { ok: boolean };
async function ask(cookie: string, path: string, fields: Record<string, string>): Promise<Answer> {
  const response = await post(site.url, path, fields, cookie);
  const body = (await response.json()) as Answer;
  expect(body.ok, `${path} ${fields.intent}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}
/** A page's action, posted as the portal's form does: its answer is the page (its toast, its data). */
async function act(cookie: string, path: string, fields: Record<string, string>) {
  const response = await post(site.url, path, fields, cookie);
  expect(response.status, `${path} ${fields.intent}`).toBe(200);
}
const html = async (cookie: string, path: string) =>
  (await fetch(`${site.url}${path}`, { headers: { Cookie: cookie } })).text();
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const mailsTo = (who: { email: string }, subject: string) =>
  site.smtp.messages.filter((m) => JSON.stringify(m.to).includes(who.email) && m.subject === subject);

describe("the desk's week", () => {
  it("assigns, reminds once, reviews with notes, approves, publishes, and counts it", async () => {
    const editor = await portalSession(site.url, EDITOR);
    const writer = await portalSession(site.url, WRITER);
    const adviser = await portalSession(site.url, ADVISER);
    // The publication asks for the adviser's approval (an admin's setting; EDITOR is admin:create's).
    await act(editor, "/admin/dashboard/settings", {
      intent: "desk",
      finalApproval: "adviser",
      editorInChief: "",
    });

    // The editor assigns a story to a writer and a photographer, due in two hours.
    const form = await html(editor, "/admin/dashboard/desk/new");
    const idOf = (name: string) => form.match(new RegExp(`<option value="([0-9a-f-]{36})">${name}`))![1]!;
    await act(editor, "/admin/dashboard/desk/new", {
      intent: "create",
      headline: "Night buses stay",
      category: "Regional",
      length: "600",
      draftDue: inHours(2),
      publishTarget: inHours(26),
      person1: idOf(WRITER.name),
      role1: "writer",
      person2: idOf(PHOTOGRAPHER.name),
      role2: "photographer",
    });
    const budget = await html(editor, "/admin/dashboard/desk");
    const assignment = budget.match(
      new RegExp(`/admin/dashboard/desk/(${UUID})"[^>]*>Night buses stay`),
    )![1]!;
    await site.smtp.waitFor(WRITER.email, (m) => m.subject === "Assigned to you: Night buses stay");
    await site.smtp.waitFor(PHOTOGRAPHER.email, (m) => m.subject === "Assigned to you: Night buses stay");
    const page = await site.page({ width: 1280, height: 900 });
    await signInQuietly(page, site.url, WRITER);
    await page.goto(`${site.url}/admin/dashboard`);
    await page
      .getByRole("link", { name: /^Notifications, [1-9]\d* unread$/ })
      .first()
      .waitFor();
    await page.getByRole("link", { name: "Night buses stay" }).first().waitFor();
    await page.context().close();

    // The writer pitches another story; the editor declines it with a note.
    await act(writer, "/admin/dashboard/pitches", {
      intent: "pitch",
      headline: "Parking fees rise",
      category: "Regional",
    });
    const pitches = await html(editor, "/admin/dashboard/pitches");
    await act(editor, "/admin/dashboard/pitches", {
      intent: "answer",
      id: pitches.match(new RegExp(`name="id" value="(${UUID})"`))![1]!,
      answer: "decline",
      note: "We ran it last month.",
    });
    const declined = await site.smtp.waitFor(
      WRITER.email,
      (m) => m.subject === "Your pitch was declined: Parking fees rise",
    );
    expect(declined.text).toContain("We ran it last month.");

    // The writer makes the draft from the assignment; due within a day, its reminder goes out once.
    await act(writer, `/admin/dashboard/desk/${assignment}`, { intent: "start-draft", id: assignment });
    const opened = await html(writer, `/admin/dashboard/desk/${assignment}`);
    const id = opened.match(new RegExp(`/admin/dashboard/articles/(${UUID})`))![1]!;
    await site.smtp.waitFor(WRITER.email, (m) => m.subject === "Due in 24 hours: Night buses stay");

    // The writer writes and submits it; the editor is told and sees it waiting.
    const fields = {
      kind: "article",
      ...articleForm("Night buses stay", {
        category: "Regional",
        author: WRITER.name,
        content: `<p>${TEXT}</p>`,
      }),
    };
    const saved = await ask(writer, "/admin/editor", { intent: "submit", id, baseVersion: "1", ...fields });
    await site.smtp.waitFor(EDITOR.email, (m) => m.subject === "Submitted for review: Night buses stay");
    const desk = await site.page({ width: 1280, height: 900 });
    await signInQuietly(desk, site.url, EDITOR);
    await desk.goto(`${site.url}/admin/dashboard`);
    await desk.getByRole("heading", { name: /^Waiting for review\W+1$/ }).waitFor();
    await desk.context().close();

    // Two anchored notes; the writer resolves one and answers the other.
    const note = (quote: string, body: string) =>
      ask(editor, "/admin/notes", {
        intent: "add",
        kind: "article",
        id,
        body,
        index: String(TEXT.indexOf(quote)),
        length: String(quote.length),
        quote,
      });
    const first = (await note("Monday", "Which Monday?")).note as { id: string };
    const second = (await note("7 to 2", "Cite the minutes.")).note as { id: string };
    await ask(writer, "/admin/notes", { intent: "resolve", kind: "article", id, noteId: first.id });
    await ask(writer, "/admin/notes", {
      intent: "reply",
      kind: "article",
      id,
      noteId: second.id,
      body: "Added the link.",
    });
    await site.smtp.waitFor(WRITER.email, (m) => !!m.subject?.startsWith("Note by Week Editor"));

    // The adviser approves; the editor publishes; the assignment follows with nobody setting it.
    await ask(adviser, "/admin/pieces/approval", { intent: "approve", kind: "article", id });
    await ask(editor, "/admin/editor", {
      intent: "publish",
      id,
      baseVersion: String(saved.version),
      ...fields,
    });
    expect(await html(editor, `/admin/dashboard/desk/${assignment}`)).toMatch(
      /data-assignment-status="published"|>Published</,
    );

    // The report counts the piece for the writer and the photo assignment for the photographer.
    // The range ends two days ahead: the draft was due two hours after the assignment, which is
    // tomorrow when the test runs late in the publication's day.
    const csv = await html(adviser, `/admin/contributions.csv?to=${inHours(48).slice(0, 10)}`);
    expect(csv).toContain(`"${WRITER.name}","Contributor","yes","1","16","0","1","0","0"`);
    expect(csv).toContain(`"${PHOTOGRAPHER.name}","Contributor","yes","0","0","1","1","0","0"`);

    // Each mail once: the reminder did not go out again.
    expect(mailsTo(WRITER, "Due in 24 hours: Night buses stay")).toHaveLength(1);
    expect(mailsTo(WRITER, "Assigned to you: Night buses stay")).toHaveLength(1);
  });
});
