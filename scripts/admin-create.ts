// `npm run admin:create -- --email you@example.org --username editor --name "Your Name"`
// Creates an admin account in the configured database; the password is read from ADMIN_PASSWORD or
// asked for on the terminal. The embedded database allows one process: while the server runs on it,
// create the first admin on the setup page instead (or stop the server).
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { createAdmin } from "../server/modules/accounts/create-admin.ts";
import { loadConfigOrFail, openScriptDatabase } from "./open-database.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, username: { type: "string" }, name: { type: "string" } },
});
const config = loadConfigOrFail();
const { database, close } = await openScriptDatabase(
  config,
  (pid) =>
    `The server is running on ${config.dataDir}${pid ? ` (pid ${pid})` : ""}: create the first admin at ${config.publicUrl}/admin with the setup code it printed, or stop the server and run this again.`,
);
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question("Password for the new admin: ");
  rl.close();
}
try {
  const user = await createAdmin(database.db, { ...values, password });
  const where = process.env.PUBLIC_URL ? "" : " (PUBLIC_URL is not set: this is the default address)";
  console.log(`Admin ${user.username} <${user.email}> created. Sign in at ${config.publicUrl}/admin${where}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
