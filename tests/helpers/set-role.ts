// Test harness: `DATA_DIR=… node --import tsx tests/helpers/set-role.ts USERNAME ROLE` gives an account
// made by admin:create another staff role, before the server starts (the staff page of issue 26 does
// this in the product; the browser tests of the review flow need the accounts before it exists).
import { eq } from "drizzle-orm";
import { isStaffRole } from "#shared/roles.ts";
import { users } from "../../server/db/schema.ts";
import { loadConfigOrFail, openScriptDatabase } from "../../scripts/open-database.ts";

const [username, role] = process.argv.slice(2);
if (!username || !isStaffRole(role))
  throw new Error("usage: set-role.ts USERNAME contributor|editor|admin|adviser");
const { database, close } = await openScriptDatabase(
  loadConfigOrFail(),
  () => "The server holds the database",
);
try {
  const changed = await database.db
    .update(users)
    .set({ role })
    .where(eq(users.username, username))
    .returning();
  if (changed.length !== 1) throw new Error(`No account ${username}`);
} finally {
  await close();
}
