// `npm run admin:create -- --email you@example.org --username editor --name "Your Name"`
// Creates an admin account in the configured database; the password is read from ADMIN_PASSWORD or
// asked for on the terminal. With the embedded database, stop the server first.
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { openPglite, openPostgres } from "../server/db/client.ts";
import { lockDataDir } from "../server/db/lock.ts";
import { createAdmin } from "../server/modules/accounts/create-admin.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, username: { type: "string" }, name: { type: "string" } },
});
const config = loadConfig();
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question("Password for the new admin: ");
  rl.close();
}
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite(path.join(config.dataDir, "db"));
try {
  await database.migrate();
  const user = await createAdmin(database.db, { ...values, password });
  console.log(`Admin ${user.username} <${user.email}> created. Sign in at ${config.publicUrl}/admin`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
  unlock();
}
