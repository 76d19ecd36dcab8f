import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { publishPiece } from "../../server/modules/content/portal.ts";
import { actor, makeArticle, makeUnusedImage } from "../helpers/factories.ts";
import { photo } from "../helpers/images.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { routeCalls, settle } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";
import type { Db } from "../../server/db/client.ts";

const APP = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../app");
/** Pages of /admin that are for everybody: the login (and first-run setup) and the logout. */
const PUBLIC_ADMIN_PATHS = new Set(["/admin", "/admin/logout"]);

type PortalRoute = { path: string; file: string };

/** Every route under /admin from app/routes.ts, with its full path: a new portal route is checked
 * here without editing this file, and fails until its action has a sample below. */
function portalRoutes(entries: RouteConfigEntry[], parent = ""): PortalRoute[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    const own =
      full.startsWith("/admin") && !PUBLIC_ADMIN_PATHS.has(full) ? [{ path: full, file: entry.file }] : [];
    return [...own, ...portalRoutes(entry.children ?? [], full)];
  });
}

type Module = {
  loader?: (args: never) => Promise<unknown>;
  action?: (args: never) => Promise<unknown>;
};

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
  "/admin/dashboard/creative": async (db) => {
    const piece = await publishPiece(db, actor(), "creative", {
      title: "To delete",
      content: "<p>Body</p>",
      author: "Desk",
      imageUrl: "https://example.org/a.jpg",
    });
    return form({ intent: "delete", id: piece.id });
  },
  "/admin/dashboard/settings": async () =>
    form({ intent: "site", siteName: "Borderland Times", siteTagline: "Truth in Every Story" }),
  "/admin/dashboard/media": async (db) => form({ intent: "delete", id: await makeUnusedImage(db) }),
  "/admin/dashboard/people": async () => form({ intent: "add", name: "Permission Person" }),
  // The editor's JSON endpoint: a new piece's first autosave (a draft); its other intents share the
  // same staff check, and server/modules/content/editing.test.ts checks each domain function's own.
  "/admin/editor": async () =>
    form({ kind: "article", intent: "autosave", title: "Permission draft", content: "<p>Body</p>" }),
  "/admin/pieces/previews": async (db) =>
    form({ intent: "create", kind: "article", id: (await makeArticle(db, { publishedAt: null })).id }),
  "/admin/pieces/corrections": async (db) =>
    form({ intent: "add", kind: "article", id: (await makeArticle(db)).id, note: "A date was wrong." }),
  "/admin/pieces/takedown": async (db) =>
    form({ intent: "save", kind: "article", id: (await makeArticle(db)).id, noindex: "on", reason: "Asked" }),
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

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

describeEachEngine("every portal loader and action", ({ db }) => {
  const { session } = routeCalls(db);
  const found = portalRoutes(routes);

  const call = (
    module: Module,
    kind: "loader" | "action",
    route: PortalRoute,
    cookie?: string,
    body?: FormData,
  ) => {
    const { context } = testLoadContext(db());
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const request = new Request(`http://localhost:3000${route.path}`, {
      method: kind === "action" ? "POST" : "GET",
      headers,
      body,
    });
    return settle(module[kind]!({ request, context, params: {} } as never));
  };

  it("finds the portal's routes in app/routes.ts", () => {
    expect(found.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/admin/dashboard", "/admin/dashboard/articles/new", "/admin/uploads"]),
    );
  });

  it("sends anonymous visitors to /admin, answers readers 403, and shows admins every page", async () => {
    const reader = await session("reader");
    const admin = await session("admin");
    for (const route of found) {
      const module = (await import(path.join(APP, route.file))) as Module;
      if (!module.loader) continue;
      const anonymous = await call(module, "loader", route);
      expect([route.path, anonymous.status, anonymous.headers.get("location")]).toEqual([
        route.path,
        302,
        "/admin",
      ]);
      expect([route.path, (await call(module, "loader", route, reader.cookie)).status]).toEqual([
        route.path,
        403,
      ]);
      const staff = await call(module, "loader", route, admin.cookie);
      expect([route.path, staff.status < 400]).toEqual([route.path, true]);
    }
  });

  it("answers anonymous 401 and readers 403 on every action, and does what an admin asks", async () => {
    const reader = await session("reader");
    const admin = await session("admin");
    for (const route of found) {
      const module = (await import(path.join(APP, route.file))) as Module;
      if (!module.action) continue;
      const sample = SAMPLES[route.path];
      expect(sample, `a sample request for ${route.path}`).toBeDefined();
      expect([
        route.path,
        (await call(module, "action", route, undefined, await sample!(db()))).status,
      ]).toEqual([route.path, 401]);
      const refused = await call(module, "action", route, reader.cookie, await sample!(db()));
      expect([route.path, refused.status]).toEqual([route.path, 403]);
      const done = await call(module, "action", route, admin.cookie, await sample!(db()));
      expect([route.path, done.status, (done.body as { ok?: boolean } | null)?.ok]).toEqual([
        route.path,
        200,
        true,
      ]);
    }
  });
});
