import { spawnSync } from "node:child_process";

export type AdminAccount = { username: string; email: string; password: string; name: string };

/** Creates an admin in the embedded database of `dataDir` with `npm run admin:create`'s script (the
 * server must not be running on it yet). */
export function createAdminAccount(dataDir: string, admin: AdminAccount): void {
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
    { env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: admin.password }, encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error(`admin-create failed: ${created.stderr}${created.stdout}`);
}

/** Signs in at POST /admin and answers the session cookie as `name=value`. */
export async function signInAdmin(baseUrl: string, admin: AdminAccount): Promise<string> {
  const response = await fetch(`${baseUrl}/admin`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: admin.username, password: admin.password }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((c) => /^(__Host-)?bt_session=/.test(c));
  if (!cookie) throw new Error(`admin sign-in failed with ${response.status}`);
  return cookie.split(";")[0]!;
}
