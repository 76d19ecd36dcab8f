import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pollHtml } from "#shared/poll-markup.ts";
import { saveDeskSettings } from "../../server/modules/settings/desk-settings.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { createAssignment } from "../../server/modules/desk/assignments.ts";
import { startLiveBlog } from "../../server/modules/live/blogs.ts";
import { eq } from "drizzle-orm";
import { media } from "../../server/db/schema.ts";
import {
  actor,
  makeArticle,
  makeComment,
  makeMediaRow,
  makeUnusedImage,
  makeUser,
} from "../helpers/factories.ts";
import { photo } from "../helpers/images.ts";
import { listPages } from "../../server/modules/pages/read.ts";
import { startUpload } from "../../server/modules/site-imports/uploads.ts";
import { startMediaUpload } from "../../server/modules/media-files/uploads.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { member } from "../helpers/staff.ts";
import { APP, form, type Sample } from "../helpers/portal-requests.ts";
import type { Db } from "../../server/db/client.ts";
import { createLocalStorage } from "../../server/providers/local-storage.ts";
import { makeCoverImage, showForm } from "../helpers/podcasts.ts";
import { makeGame, makeTeam, teamFields } from "../helpers/sports.ts";
import { makeEditionRow } from "../helpers/print.ts";
import { beginPrintImport } from "../../server/modules/print/portal-import.ts";

/** The requests of the permission matrix (./portal-permissions.test.ts): the parameters each portal
 * page is asked with, and a request to each action that succeeds (its least role is in
 * ./portal-permissions.rows.ts). */

/** The route parameters a page is asked with: a piece someone else created. */
export const PARAMS: Record<string, (db: Db) => Promise<Record<string, string>>> = {
  "/admin/dashboard/inbox/:id": async () => ({ id: crypto.randomUUID() }),
  "/admin/dashboard/articles/:id": async (db) => ({ id: (await makeArticle(db)).id }),
  "/admin/dashboard/articles/:id/live": async (db) => ({ id: await makeLiveBlog(db) }),
  "/admin/dashboard/creative/:id": async (db) => ({ id: (await publishCreative(db)).id }),
  "/admin/dashboard/pages/:id": async (db) => ({ id: (await listPages(db, actor("editor")))[0]!.id }),
  "/admin/dashboard/desk/:id": async (db) => ({ id: (await makeAssignment(db)).id }),
  "/admin/dashboard/sports/games/:id": async (db) => ({
    id: (await makeGame(db, (await makeTeam(db)).id)).id,
  }),
};

/** The routes whose action acts on the record its parameters name (PARAMS), not on one its form names. */
export const ACTS_ON_PARAMS = new Set(["/admin/dashboard/articles/:id/live"]);

/** A live blog someone else started. */
async function makeLiveBlog(db: Db) {
  const article = await makeArticle(db);
  await startLiveBlog(db, actor("editor"), article.id, {});
  return article.id;
}

/** A budget line nobody is on, made by an editor. */
const ASSIGNMENT = { headline: "Permission assignment", category: "Science" };
async function makeAssignment(db: Db) {
  const editor = await makeUser(db, { role: "editor" });
  return createAssignment(db, { ...actor("editor"), id: editor.id }, ASSIGNMENT, { timeZone: "UTC" });
}

const publishCreative = (db: Db) =>
  publishForm(db, actor(), "creative", {
    title: "To delete",
    content: "<p>Body</p>",
    author: "Desk",
    imageUrl: "https://example.org/a.jpg",
  });

/** A request to each portal action that an admin may make and that succeeds. */
/** Each rollover sample moves a year of its own (a year is rolled over once). */
let rollovers = 0;

export const SAMPLES: Record<string, (db: Db, user?: SessionUser) => Promise<FormData | Sample>> = {
  "/admin/dashboard/articles/new": async () =>
    form({
      title: "Permission check",
      content: "<p>Body</p>",
      author: "Desk",
      imageUrl: "https://example.org/a.jpg",
    }),
  "/admin/dashboard/opinion/new": async () =>
    form({
      title: "Permission opinion",
      content: "<p>Body</p>",
      author: "Desk",
      imageUrl: "https://example.org/a.jpg",
    }),
  "/admin/dashboard/creative/new": async () =>
    form({
      type: "poetry",
      title: "Permission poem",
      content: "<p>Body</p>",
      author: "Desk",
      imageUrl: "https://example.org/a.jpg",
    }),
  "/admin/dashboard/articles": async (db) => form({ intent: "delete", id: (await makeArticle(db)).id }),
  "/admin/dashboard/articles/:id/live": async () => form({ intent: "post", body: "Permission entry" }),
  "/admin/dashboard/desk": async (db) =>
    form({ intent: "move", id: (await makeAssignment(db)).id, status: "drafting" }),
  "/admin/dashboard/desk/new": async () => form({ intent: "create", ...ASSIGNMENT }),
  "/admin/dashboard/desk/:id": async (db) =>
    form({ intent: "update", id: (await makeAssignment(db)).id, ...ASSIGNMENT }),
  "/admin/dashboard/pitches": async () =>
    form({ intent: "pitch", headline: "Permission pitch", category: "Science" }),
  "/admin/dashboard/creative": async (db) => form({ intent: "delete", id: (await publishCreative(db)).id }),
  "/admin/dashboard/inbox": async () => form({ intent: "read-all" }),
  "/admin/dashboard/settings": async () =>
    form({ intent: "site", siteName: "Borderland Times", siteTagline: "Truth in Every Story" }),
  "/admin/dashboard/staff": async () =>
    form({
      intent: "invite",
      name: "New Writer",
      email: `writer-${Math.random()}@example.org`,
      role: "contributor",
    }),
  "/admin/dashboard/rollover": async () => form({ intent: "rollover", fromYear: String(2100 + rollovers++) }),
  "/admin/dashboard (index)": async () => form({ intent: "dismiss-year-start", year: "2026" }),
  // The set-up that staff owe while two-factor sign-in is required: its first step.
  "/admin/two-factor": async () => form({ intent: "enroll" }),
  "/admin/dashboard/media": async (db) => form({ intent: "delete", id: await makeUnusedImage(db) }),
  "/admin/dashboard/people": async () => form({ intent: "add", name: "Permission Person" }),
  "/admin/dashboard/comments": async (db) => {
    const [reader, article] = await Promise.all([makeUser(db), makeArticle(db)]);
    return form({ intent: "hide", ids: (await makeComment(db, article.id, reader.id)).id });
  },
  "/admin/dashboard/redirects": async () =>
    form({ intent: "add", from: `/permission-${crypto.randomUUID()}`, to: "/about", status: "301" }),
  "/admin/dashboard/podcasts": async (db) => {
    // The store the routes' test context writes to (tests/helpers/load-context.ts).
    const storage = createLocalStorage(path.join(os.tmpdir(), `borderland-test-uploads-${process.pid}`));
    return form({ intent: "add", ...showForm((await makeCoverImage(db, storage, 1400)).url) });
  },
  "/admin/dashboard/sports": async () => form({ intent: "add-team", ...teamFields() }),
  "/admin/dashboard/sports/games/:id": async (db) => {
    const game = await makeGame(db, (await makeTeam(db)).id);
    return form({ intent: "score", id: game.id, status: "live", "us-0": "7", "them-0": "3" });
  },
  "/admin/dashboard/print": async (db) =>
    form({ intent: "move", id: (await makeEditionRow(db)).id, to: "draft" }),
  "/admin/print-editions/history": async (db) =>
    form({ intent: "revisions", id: (await makeEditionRow(db)).id }),
  "/admin/print-imports": async () => json(PRINT_IMPORT),
  // A file of an import the asking session began (anyone else's is not found); for a session that may
  // not import, an editor's.
  "/admin/print-imports/file": async (db, user) => {
    const begun = await beginPrintImportOf(db, user);
    return json({ batch: begun.id, name: PRINT_FILE.name, size: PRINT_FILE.size });
  },
  "/admin/print-imports/part": async (db, user) => {
    const { files } = await beginPrintImportOf(db, user);
    return { body: new Blob([EDITION_PDF]), query: `?id=${files[0]!.id}&offset=0` };
  },
  "/admin/dashboard/import": async (db) => form({ intent: "discard", id: (await beginUpload(db)).id }),
  "/admin/site-imports": async () => json({ name: "site.xml", size: WXR.length }),
  "/admin/site-imports/part": async (db) => ({
    body: new Blob([WXR]),
    query: `?id=${(await beginUpload(db)).id}&offset=0`,
  }),
  "/admin/dashboard/newsletter": async () =>
    form({ intent: "settings", sendRate: "60", digestDay: "1", digestHour: "8" }),
  // The editor's JSON endpoint: a new piece's first autosave (a draft); its other intents are checked
  // per role by server/modules/content/roles.test.ts and review.test.ts, and below.
  "/admin/editor": async () =>
    form({ kind: "article", intent: "autosave", title: "Permission draft", content: "<p>Body</p>" }),
  "/admin/notes": async (db) =>
    form({
      intent: "add",
      kind: "article",
      id: (await makeArticle(db)).id,
      body: "Source?",
      index: "0",
      length: "4",
      quote: "Body",
    }),
  "/admin/pieces/previews": async (db) =>
    form({ intent: "create", kind: "article", id: (await makeArticle(db, { publishedAt: null })).id }),
  "/admin/pieces/corrections": async (db) =>
    form({ intent: "add", kind: "article", id: (await makeArticle(db)).id, note: "A date was wrong." }),
  "/admin/pieces/takedown": async (db) =>
    form({ intent: "save", kind: "article", id: (await makeArticle(db)).id, noindex: "on", reason: "Asked" }),
  "/admin/export": async () => form({ kind: "content" }),
  // A piece in review where the publication asks for the adviser's approval (reset after the route).
  "/admin/pieces/approval": async (db) => {
    await saveDeskSettings(db, actor("admin"), { finalApproval: "adviser" });
    const piece = await savePiece(
      db,
      actor("contributor"),
      "article",
      PIECE_FORMS.article.create(),
      "submit",
    );
    return form({ intent: "approve", kind: "article", id: piece.id });
  },
  "/admin/uploads": async () => {
    const body = new FormData();
    body.set("file", new File([await photo(64, 48)], "photo.png", { type: "image/png" }));
    return body;
  },
  // An image the asking session uploaded (an editor could credit anyone's).
  "/admin/uploads/credit": async (db, user) => {
    const image = await makeMediaRow(db);
    if (user) await db.update(media).set({ uploadedBy: user.id }).where(eq(media.id, image.id));
    return form({ src: `/uploads/${image.storageKey}`, credit: "Courtesy of the district" });
  },
  // An open poll of a published article: each request closes a fresh one.
  "/admin/polls": async (db) => {
    const pollId = randomUUID();
    const block = { id: pollId, question: "Permission poll?", resultsBeforeVote: false, closesAt: null };
    const choices = [
      { key: "a", label: "Yes" },
      { key: "b", label: "No" },
    ];
    await makeArticle(db, { content: pollHtml({ ...block, choices }) });
    return form({ intent: "close", pollId });
  },
  // Its preview cannot be fetched here (tests/helpers/load-context.ts): the link card is made without.
  "/admin/embeds": async () => form({ link: "https://example.org/story" }),
  "/admin/media-files": async () => json({ name: "captions.vtt", size: CAPTIONS.length }),
  // The part of an upload the asking session began (anyone else's is not found); for a session that
  // may not upload (refused before the part is looked for), a contributor's.
  "/admin/media-files/part": async (db, user) => {
    const start = { name: "captions.vtt", size: CAPTIONS.length };
    const { id } = await startMediaUpload(db, user!, start).catch(async () =>
      startMediaUpload(db, await member(db, "contributor"), start),
    );
    return { body: new Blob([CAPTIONS]), query: `?id=${id}&offset=0` };
  },
  "/admin/imports": async () => {
    const body = new FormData();
    const docx = await fs.promises.readFile(path.join(APP, "../tests/fixtures/word/monsoon-drains.docx"));
    body.set("file", new File([docx], "monsoon-drains.docx", { type: DOCX_TYPE }));
    return body;
  },
};

/** The smallest WebVTT file: a media file's upload in one part. */
const CAPTIONS = new TextEncoder().encode("WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The smallest import of past editions: one PDF (the four-page fixture, one part). */
const EDITION_PDF = fs.readFileSync(path.join(APP, "../tests/fixtures/print/edition.pdf"));
const PRINT_FILE = { name: "vol1-no1-2026-09-04.pdf", size: EDITION_PDF.length };
const PRINT_IMPORT = { pattern: "vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf", files: [PRINT_FILE] };
const beginPrintImportOf = async (db: Db, user?: SessionUser) =>
  beginPrintImport(db, user, PRINT_IMPORT, true).catch(async () =>
    beginPrintImport(db, await member(db, "editor"), PRINT_IMPORT, true),
  );

/** A JSON request's body. */
const json = (value: unknown): Sample => ({
  body: new Blob([JSON.stringify(value)], { type: "application/json" }),
  query: "",
});

/** The smallest WordPress export, and an upload of it begun by an admin. */
const WXR = Buffer.from(
  '<?xml version="1.0"?><rss><channel><wp:wxr_version>1.2</wp:wxr_version></channel></rss>',
);
const beginUpload = async (db: Db) =>
  startUpload(db, await member(db, "admin"), { name: "site.xml", size: WXR.length });
