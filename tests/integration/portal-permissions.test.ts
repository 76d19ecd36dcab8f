import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, it } from "vitest";
import { ADVISER_REFUSAL, atLeast, NOT_STAFF, STAFF_ROLES, type ChainRole } from "#shared/roles.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { deactivateStaff } from "../../server/modules/staff/members.ts";
import { saveDeskSettings } from "../../server/modules/settings/desk-settings.ts";
import routes from "../../app/routes.ts";
import { actor, makeUser } from "../helpers/factories.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { gameFields, makeTeam } from "../helpers/sports.ts";
import { describeEachEngine } from "../helpers/test-db.ts";
import { APP, form, portalCaller, type Module, type PortalRoute } from "../helpers/portal-requests.ts";

/** Pages of /admin that are for everybody: the login (and first-run setup), the logout, the page
 * where an invitation to the staff is accepted (its link is the key), and the school's sign-in and its
 * callback (decision 0066; their checks: tests/integration/school-sign-in-routes.test.ts). */
const PUBLIC_ADMIN_PATHS = new Set([
  "/admin",
  "/admin/logout",
  "/admin/invitation",
  "/admin/school-sign-in",
  "/admin/school-sign-in/callback",
]);

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

import { ACTS_ON_PARAMS, PARAMS, SAMPLES } from "./portal-permissions.requests.ts";
import { LEAST } from "./portal-permissions.rows.ts";

/** Each portal route's module, read before the tests are made: a test per route with a loader and
 * per route with an action, each with its own time limit. */
const MODULES = new Map(
  await Promise.all(
    portalRoutes(routes).map(
      async (route) => [route.path, (await import(path.join(APP, route.file))) as Module] as const,
    ),
  ),
);

/** Every role, and staff deactivated with a session open: their session ends with the deactivation. */
const ROLES_CHECKED = ["anonymous", "reader", ...STAFF_ROLES, "deactivated"] as const;
type Who = (typeof ROLES_CHECKED)[number];

/** Whether `role` passes a row's `least` for a page or an action. */
function allowed(role: Who, row: (typeof LEAST)[string] | undefined, what: "page" | "act"): boolean {
  if (role === "adviser") return row?.adviser === "act" || (what === "page" && row?.adviser === "page");
  const least = row?.[what];
  return (
    role !== "anonymous" &&
    role !== "reader" &&
    role !== "deactivated" &&
    least !== "nobody" &&
    atLeast(role, least!)
  );
}

describeEachEngine("every portal loader and action, for every role", ({ db }) => {
  const { session } = routeCalls(db);
  const found = portalRoutes(routes);

  const call = portalCaller(db);

  /** A signed-in session of each role (none for anonymous). */
  async function sessions(): Promise<Record<Who, { cookie?: string; user?: SessionUser }>> {
    return {
      anonymous: {},
      reader: await session("reader"),
      contributor: await session("contributor"),
      editor: await session("editor"),
      admin: await session("admin"),
      adviser: await session("adviser"),
      deactivated: await deactivated(),
    };
  }

  /** An editor's session, then the editor deactivated by an admin. */
  async function deactivated() {
    const [editor, admin] = await Promise.all([session("editor"), session("admin")]);
    await deactivateStaff(db(), admin.user, { id: editor.user.id });
    return editor;
  }

  it("finds the portal's routes in app/routes.ts, and has a row for each", () => {
    expect(found.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/admin/dashboard", "/admin/dashboard/articles/new", "/admin/uploads"]),
    );
    for (const route of found) expect(LEAST[route.path], `a LEAST row for ${route.path}`).toBeDefined();
  });

  /** The sessions one group of checks shares, made once (as one test made them before it was split
   * per route, so that each route has its own time limit on a loaded machine). */
  function sharedSessions() {
    let made: ReturnType<typeof sessions> | undefined;
    return () => (made ??= sessions());
  }

  it("has a page row for each route with a loader, and an action row and sample for each with an action", () => {
    for (const route of found) {
      const module = MODULES.get(route.path)!;
      if (module.loader)
        expect(LEAST[route.path]?.page, `a least role for the page ${route.path}`).toBeDefined();
      if (!module.action) continue;
      expect(LEAST[route.path]?.act, `a least role for the action of ${route.path}`).toBeDefined();
      expect(SAMPLES[route.path], `a sample request for ${route.path}`).toBeDefined();
    }
  });

  const pageSessions = sharedSessions();
  for (const route of found.filter((r) => MODULES.get(r.path)!.loader)) {
    it(`sends anonymous visitors of ${route.path} to /admin, answers readers 403, and each staff role its page or 403`, async () => {
      const who = await pageSessions();
      const module = MODULES.get(route.path)!;
      for (const role of ROLES_CHECKED) {
        const params = await PARAMS[route.path]?.(db());
        const answer = await call(module, "loader", route, { cookie: who[role].cookie, params });
        // A refusal says what is refused and why: a reader has no portal; a role below the page's is
        // told which role may, by the capability's line (shared/roles.ts).
        const expected =
          role === "anonymous" || role === "deactivated"
            ? [302, "/admin"]
            : allowed(role, LEAST[route.path], "page")
              ? ["<400", null]
              : [
                  403,
                  role === "reader"
                    ? NOT_STAFF
                    : role === "adviser"
                      ? ADVISER_REFUSAL
                      : "Only an editor or an admin …",
                ];
        const said = String(answer.body);
        const got = [
          expected[0] === "<400" && answer.status < 400 ? "<400" : answer.status,
          role === "anonymous" || role === "deactivated"
            ? answer.headers.get("location")
            : answer.status !== 403
              ? null
              : role !== "reader" && role !== "adviser" && / Only an (editor|admin) /.test(` ${said}`)
                ? "Only an editor or an admin …"
                : said,
        ];
        expect([route.path, role, ...got]).toEqual([route.path, role, ...expected]);
      }
    });
  }

  const actSessions = sharedSessions();
  for (const route of found.filter((r) => MODULES.get(r.path)!.action)) {
    it(`answers anonymous 401 on ${route.path}, readers and roles below the route's 403, and does what the others ask`, async () => {
      const who = await actSessions();
      const module = MODULES.get(route.path)!;
      const sample = SAMPLES[route.path];
      expect(sample, `a sample request for ${route.path}`).toBeDefined();
      for (const role of ROLES_CHECKED) {
        const answer = await call(module, "action", route, {
          cookie: who[role].cookie,
          // The sample as this session would make it: an upload of its own (a media file's part).
          body: await sample!(db(), who[role].user),
          // A route of one record (a live blog's desk) acts on the record its parameters name.
          params: ACTS_ON_PARAMS.has(route.path) ? await PARAMS[route.path]?.(db()) : undefined,
        });
        const expected =
          role === "anonymous" || role === "deactivated"
            ? [401, false]
            : allowed(role, LEAST[route.path], "act")
              ? [200, true]
              : [403, false];
        // A download (an export) is the file itself.
        const ok =
          (answer.body as { ok?: boolean } | null)?.ok === true ||
          answer.headers.get("Content-Disposition")?.startsWith("attachment") === true;
        expect([route.path, role, answer.status, ok]).toEqual([route.path, role, ...expected]);
      }
      // The approval's sample asked the adviser's approval of every publication: back to the default.
      await saveDeskSettings(db(), actor("admin"), { finalApproval: "editor" });
    });
  }

  // The pages' other intents, each a row as the route's sample above (decisions 0068 and 0067).
  const INTENTS: {
    path: string;
    intent: string;
    act: ChainRole;
    more?: () => Promise<Record<string, string>>;
  }[] = [
    // Remove demo content: on this database nothing is marked, so an admin's removal removes nothing.
    { path: "/admin/dashboard/settings", intent: "remove-demo", act: "admin" },
    // Settings → Archive (decision 0080): an archive of one section, queued; one at a time, so asked once.
    {
      path: "/admin/dashboard/settings",
      intent: "archive",
      act: "admin",
      more: async () => ({ part: "section:politics" }),
    },
    // The handover (issue 40), to a contributor made for it; the admin asks last of the chain's roles.
    {
      path: "/admin/dashboard/staff",
      intent: "handover",
      act: "admin",
      more: async () => ({ to: (await makeUser(db(), { role: "contributor" })).id, then: "editor" }),
    },
    // Sports (decision 0078): the schedule, the teams and the standings are editors'.
    {
      path: "/admin/dashboard/sports",
      intent: "add-game",
      act: "editor",
      more: async () => ({ ...gameFields((await makeTeam(db())).id) }),
    },
    {
      path: "/admin/dashboard/sports",
      intent: "delete-team",
      act: "editor",
      more: async () => ({ id: (await makeTeam(db())).id }),
    },
    {
      path: "/admin/dashboard/sports",
      intent: "standings",
      act: "editor",
      more: async () => ({ league: "Metro", schoolYear: "2026", rows: "North, 3, 1" }),
    },
  ];
  it("answers the pages' other intents by role as their rows say", async () => {
    const who = await sessions();
    for (const { path: routePath, intent, act, more } of INTENTS) {
      const route = found.find((r) => r.path === routePath)!;
      const module = (await import(path.join(APP, route.file))) as Module;
      for (const role of ROLES_CHECKED) {
        const answer = await call(module, "action", route, {
          cookie: who[role].cookie,
          body: form({ intent, ...(await more?.()) }),
        });
        const expected =
          role === "anonymous" || role === "deactivated"
            ? [401, false]
            : allowed(role, { act }, "act")
              ? [200, true]
              : [403, false];
        const ok = (answer.body as { ok?: boolean } | null)?.ok === true;
        expect([intent, role, answer.status, ok]).toEqual([intent, role, ...expected]);
      }
    }
  });
});
