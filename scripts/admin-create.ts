// `npm run admin:create -- --email you@example.org --username editor --name "Your Name"`
// Creates an admin account in the configured database; the password is read from ADMIN_PASSWORD or
// asked for on the terminal. The embedded database allows one process: while the server runs on it,
// stop the server (or, while no admin exists yet, create the first one on the setup page instead).
// Exit codes (admin-create-outcome.ts): 0 created; 2 an account with that username or e-mail exists
// already, nothing changed; 1 anything else.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { adminCreateOutcome, EXIT } from "./admin-create-outcome.ts";
import { loadConfigOrFail, openScriptDatabase } from "./open-database.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, username: { type: "string" }, name: { type: "string" } },
});
const config = loadConfigOrFail();
const { database, close } = await openScriptDatabase(
  config,
  (pid) =>
    `The server is running on ${config.dataDir}${pid ? ` (pid ${pid})` : ""} and holds its embedded database: stop it and run this again. While no admin exists yet, you can instead create the first one at ${config.publicUrl}/admin with the setup code the server printed at its start.`,
);
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question("Password for the new admin: ");
  rl.close();
}
try {
  const { exitCode, message } = await adminCreateOutcome(
    database.db,
    { ...values, password },
    config.publicUrl,
  );
  const where = process.env.PUBLIC_URL ? "" : " (PUBLIC_URL is not set: this is the default address)";
  if (exitCode === EXIT.created) console.log(`${message}${where}`);
  else console.error(message);
  process.exitCode = exitCode;
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = EXIT.failed;
} finally {
  await close();
}
