import { spawnSync, type SpawnSyncReturns } from "node:child_process";

export type AdminAccount = { username: string; email: string; password: string; name: string };

/** Creates an admin in the embedded database of `dataDir` with `npm run admin:create`'s script (the
 * server must not be running on it yet), with `env` added to the script's environment; answers what the
 * script printed. */
export function createAdminAccount(
  dataDir: string,
  admin: AdminAccount,
  env: Record<string, string> = {},
): SpawnSyncReturns<string> {
  const created = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/admin-create.ts",
      "--email",
      admin.email,
      "--username",
      admin.username,
      "--name",
      admin.name,
    ],
    { env: { ...process.env, ...env, DATA_DIR: dataDir, ADMIN_PASSWORD: admin.password }, encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error(`admin-create failed: ${created.stderr}${created.stdout}`);
  return created;
}

/** Gives an account admin:create made another staff role (tests/helpers/set-role.ts), before the
 * server starts on `dataDir`. */
export function setStaffRole(
  dataDir: string,
  username: string,
  role: "contributor" | "editor" | "admin" | "adviser",
) {
  const done = spawnSync(process.execPath, ["--import", "tsx", "tests/helpers/set-role.ts", username, role], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (done.status !== 0) throw new Error(`set-role failed: ${done.stderr}${done.stdout}`);
}

/** A form POST as a same-origin page sends it, redirects not followed. */
export function postForm(baseUrl: string, pathname: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseUrl,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** Create New Article's form, filled as an editor would for a plain story titled `title`. */
export function articleForm(
  title: string,
  {
    category = "Politics",
    author = "Test Reporter",
    content = `<p>The body of ${title}.</p>`,
    imageUrl = "/images/default-article.svg",
  } = {},
): Record<string, string> {
  return {
    title,
    slug: "",
    excerpt: `The lead of ${title}`,
    content,
    category,
    author,
    imageUrl,
    imageCaption: "",
    tags: "",
  };
}

/** The session cookie a response sets, as `name=value`. */
export function sessionOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => /^(__Host-)?bt_session=/.test(c));
  if (!cookie) throw new Error(`no session cookie in an answer of ${response.status}`);
  return cookie.split(";")[0]!;
}

/** Signs in at POST /admin and answers the session cookie as `name=value`. */
export async function signInAdmin(baseUrl: string, admin: Pick<AdminAccount, "username" | "password">) {
  return sessionOf(await postForm(baseUrl, "/admin", { username: admin.username, password: admin.password }));
}
