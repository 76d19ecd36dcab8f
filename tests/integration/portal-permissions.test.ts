import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, it } from "vitest";
import { atLeast, NOT_STAFF, STAFF_ROLES, type StaffRole } from "#shared/roles.ts";
import routes from "../../app/routes.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { actor, makeArticle, makeComment, makeUnusedImage, makeUser } from "../helpers/factories.ts";
import { photo } from "../helpers/images.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { listPages } from "../../server/modules/pages/read.ts";
import { describeEachEngine } from "../helpers/test-db.ts";
import { APP, form, portalCaller, type Module, type PortalRoute } from "../helpers/portal-requests.ts";
import type { Db } from "../../server/db/client.ts";

/** Pages of /admin that are for everybody: the login (and first-run setup), the logout, and the page
 * where an invitation to the staff is accepted (its link is the key). */
const PUBLIC_ADMIN_PATHS = new Set(["/admin", "/admin/logout", "/admin/invitation"]);

/** Every route under /admin from app/routes.ts, with its full path (an index route's is its parent's
 * with ' (index)'): a new portal route is checked here without editing this file, and fails until it
 * has a row in LEAST (and its action a sample below). */
function portalRoutes(entries: RouteConfigEntry[], parent = ""): PortalRoute[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}` : entry.index ? `${parent} (index)` : parent;
    const own =
      full.startsWith("/admin") && !PUBLIC_ADMIN_PATHS.has(full) ? [{ path: full, file: entry.file }] : [];
    return [...own, ...portalRoutes(entry.children ?? [], full)];
  });
}

/**
 * The least staff role each portal route lets in (issue 26, decision 0040): `page` for its loader,
 * `act` for its action (the sample request below). Adding a route is one row here.
 */
const LEAST: Record<string, { page?: StaffRole; act?: StaffRole }> = {
  "/admin/dashboard": { page: "contributor" },
  "/admin/dashboard (index)": { page: "contributor" },
  // A create page's action publishes at once.
  "/admin/dashboard/articles/new": { page: "contributor", act: "editor" },
  "/admin/dashboard/opinion/new": { page: "contributor", act: "editor" },
  "/admin/dashboard/creative/new": { page: "contributor", act: "editor" },
  // Asked for a piece someone else created (a contributor opens only their own).
  "/admin/dashboard/articles/:id": { page: "editor" },
  "/admin/dashboard/creative/:id": { page: "editor" },
  "/admin/dashboard/articles": { page: "editor", act: "editor" },
  "/admin/dashboard/creative": { page: "editor", act: "editor" },
  "/admin/dashboard/mine": { page: "contributor" },
  // Its images are the editor's picker for every writer; managing them is an editor's.
  "/admin/dashboard/media": { page: "contributor", act: "editor" },
  // Every staff member's own password is there; the sample changes the site's name.
  "/admin/dashboard/settings": { page: "contributor", act: "admin" },
  "/admin/editor": { act: "contributor" },
  "/admin/pieces/previews": { act: "editor" },
  "/admin/pieces/corrections": { act: "editor" },
  "/admin/pieces/takedown": { act: "editor" },
  "/admin/uploads": { act: "contributor" },
  "/admin/imports": { act: "contributor" },
  // The downloads of everything (issue 28): the sample is the content as JSON.
  "/admin/export": { act: "admin" },
  "/admin/dashboard/staff": { page: "admin", act: "admin" },
  "/admin/dashboard/audit": { page: "admin" },
  "/admin/dashboard/people": { page: "editor", act: "editor" },
  // Comment moderation (issue 27): the sample hides a comment.
  "/admin/dashboard/comments": { page: "editor", act: "editor" },
  // The most read (decision 0048): readership is an editor's.
  "/admin/dashboard/readership": { page: "editor" },
  "/admin/dashboard/newsletter": { page: "admin", act: "admin" },
  // The static pages (issue 27, decision 0047): their list and their editor are an editor's; their
  // saves go through /admin/editor, checked below.
  "/admin/dashboard/pages": { page: "editor" },
  "/admin/dashboard/pages/:id": { page: "editor" },
  // The byline picker's suggestions, for every writer.
  "/admin/people/suggest": { page: "contributor" },
  // The set-up of a second factor that staff owe while it is required: every staff role's own.
  "/admin/two-factor": { page: "contributor", act: "contributor" },
};

/** The route parameters a page is asked with: a piece someone else created. */
const PARAMS: Record<string, (db: Db) => Promise<Record<string, string>>> = {
  "/admin/dashboard/articles/:id": async (db) => ({ id: (await makeArticle(db)).id }),
  "/admin/dashboard/creative/:id": async (db) => ({ id: (await publishCreative(db)).id }),
  "/admin/dashboard/pages/:id": async (db) => ({ id: (await listPages(db, actor("editor")))[0]!.id }),
};

const publishCreative = (db: Db) =>
  publishForm(db, actor(), "creative", {
    title: "To delete",
    content: "<p>Body</p>",
    author: "Desk",
    imageUrl: "https://example.org/a.jpg",
  });

/** A request to each portal action that an admin may make and that succeeds. */
const SAMPLES: Record<string, (db: Db) => Promise<FormData>> = {
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
  "/admin/dashboard/creative": async (db) => form({ intent: "delete", id: (await publishCreative(db)).id }),
  "/admin/dashboard/settings": async () =>
    form({ intent: "site", siteName: "Borderland Times", siteTagline: "Truth in Every Story" }),
  "/admin/dashboard/staff": async () =>
    form({
      intent: "invite",
      name: "New Writer",
      email: `writer-${Math.random()}@example.org`,
      role: "contributor",
    }),
  // The set-up that staff owe while two-factor sign-in is required: its first step.
  "/admin/two-factor": async () => form({ intent: "enroll" }),
  "/admin/dashboard/media": async (db) => form({ intent: "delete", id: await makeUnusedImage(db) }),
  "/admin/dashboard/people": async () => form({ intent: "add", name: "Permission Person" }),
  "/admin/dashboard/comments": async (db) => {
    const [reader, article] = await Promise.all([makeUser(db), makeArticle(db)]);
    return form({ intent: "hide", ids: (await makeComment(db, article.id, reader.id)).id });
  },
  "/admin/dashboard/newsletter": async () =>
    form({ intent: "settings", sendRate: "60", digestDay: "1", digestHour: "8" }),
  // The editor's JSON endpoint: a new piece's first autosave (a draft); its other intents are checked
  // per role by server/modules/content/roles.test.ts and review.test.ts, and below.
  "/admin/editor": async () =>
    form({ kind: "article", intent: "autosave", title: "Permission draft", content: "<p>Body</p>" }),
  "/admin/pieces/previews": async (db) =>
    form({ intent: "create", kind: "article", id: (await makeArticle(db, { publishedAt: null })).id }),
  "/admin/pieces/corrections": async (db) =>
    form({ intent: "add", kind: "article", id: (await makeArticle(db)).id, note: "A date was wrong." }),
  "/admin/pieces/takedown": async (db) =>
    form({ intent: "save", kind: "article", id: (await makeArticle(db)).id, noindex: "on", reason: "Asked" }),
  "/admin/export": async () => form({ kind: "content" }),
  "/admin/uploads": async () => {
    const body = new FormData();
    body.set("file", new File([await photo(64, 48)], "photo.png", { type: "image/png" }));
    return body;
  },
  "/admin/imports": async () => {
    const body = new FormData();
    const docx = await fs.promises.readFile(path.join(APP, "../tests/fixtures/word/monsoon-drains.docx"));
    body.set("file", new File([docx], "monsoon-drains.docx", { type: DOCX_TYPE }));
    return body;
  },
};

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const ROLES_CHECKED = ["anonymous", "reader", ...STAFF_ROLES] as const;
type Who = (typeof ROLES_CHECKED)[number];

describeEachEngine("every portal loader and action, for every role", ({ db }) => {
  const { session } = routeCalls(db);
  const found = portalRoutes(routes);

  const call = portalCaller(db);

  /** A signed-in session of each role (none for anonymous). */
  async function sessions(): Promise<Record<Who, { cookie?: string }>> {
    return {
      anonymous: {},
      reader: await session("reader"),
      contributor: await session("contributor"),
      editor: await session("editor"),
      admin: await session("admin"),
    };
  }

  it("finds the portal's routes in app/routes.ts, and has a row for each", () => {
    expect(found.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/admin/dashboard", "/admin/dashboard/articles/new", "/admin/uploads"]),
    );
    for (const route of found) expect(LEAST[route.path], `a LEAST row for ${route.path}`).toBeDefined();
  });

  it("sends anonymous visitors to /admin, answers readers 403, and each staff role its page or 403", async () => {
    const who = await sessions();
    for (const route of found) {
      const module = (await import(path.join(APP, route.file))) as Module;
      if (!module.loader) continue;
      const least = LEAST[route.path]?.page;
      expect(least, `a least role for the page ${route.path}`).toBeDefined();
      for (const role of ROLES_CHECKED) {
        const params = await PARAMS[route.path]?.(db());
        const answer = await call(module, "loader", route, { cookie: who[role].cookie, params });
        // A refusal says what is refused and why: a reader has no portal; a role below the page's is
        // told which role may, by the capability's line (shared/roles.ts).
        const expected =
          role === "anonymous"
            ? [302, "/admin"]
            : role !== "reader" && atLeast(role, least!)
              ? ["<400", null]
              : [403, role === "reader" ? NOT_STAFF : "Only an editor or an admin …"];
        const said = String(answer.body);
        const got = [
          expected[0] === "<400" && answer.status < 400 ? "<400" : answer.status,
          role === "anonymous"
            ? answer.headers.get("location")
            : answer.status !== 403
              ? null
              : role !== "reader" && / Only an (editor|admin) /.test(` ${said}`)
                ? "Only an editor or an admin …"
                : said,
        ];
        expect([route.path, role, ...got]).toEqual([route.path, role, ...expected]);
      }
    }
  });

  it("answers anonymous 401, readers and roles below the route's 403, and does what the others ask", async () => {
    const who = await sessions();
    for (const route of found) {
      const module = (await import(path.join(APP, route.file))) as Module;
      if (!module.action) continue;
      const sample = SAMPLES[route.path];
      const least = LEAST[route.path]?.act;
      expect(sample, `a sample request for ${route.path}`).toBeDefined();
      expect(least, `a least role for the action of ${route.path}`).toBeDefined();
      for (const role of ROLES_CHECKED) {
        const answer = await call(module, "action", route, {
          cookie: who[role].cookie,
          body: await sample!(db()),
        });
        const allowed = role !== "anonymous" && role !== "reader" && atLeast(role, least!);
        const expected = role === "anonymous" ? [401, false] : allowed ? [200, true] : [403, false];
        // A download (an export) is the file itself.
        const ok =
          (answer.body as { ok?: boolean } | null)?.ok === true ||
          answer.headers.get("Content-Disposition")?.startsWith("attachment") === true;
        expect([route.path, role, answer.status, ok]).toEqual([route.path, role, ...expected]);
      }
    }
  });
});
