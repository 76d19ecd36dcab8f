import { makePgliteTemplates } from "../helpers/pglite-templates.ts";
import { makePostgresTemplate } from "../helpers/postgres-template.ts";

/** Before the first test file: the PGlite clusters and data directories that test servers and databases
 * start from, and the migrated PostgreSQL database that test databases are copied from. */
export default async function setup(): Promise<() => Promise<void>> {
  const [pglite, postgres] = await Promise.all([
    makePgliteTemplates({ onDisk: true }),
    makePostgresTemplate(),
  ]);
  return async () => {
    pglite();
    await postgres();
  };
}
