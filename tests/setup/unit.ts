import { makePgliteTemplates } from "../helpers/pglite-templates.ts";
import { makePostgresTemplate } from "../helpers/postgres-template.ts";

/** Before the first test file: the new PGlite clusters and the migrated PostgreSQL database that test
 * databases start from. */
export default async function setup(): Promise<() => Promise<void>> {
  const [pglite, postgres] = await Promise.all([makePgliteTemplates(), makePostgresTemplate()]);
  return async () => {
    pglite();
    await postgres();
  };
}
