import { makePgliteTemplates } from "../helpers/pglite-templates.ts";

/** Before the first test file: the new PGlite clusters that test servers and databases start from. */
export default function setup(): Promise<() => void> {
  return makePgliteTemplates({ onDisk: true });
}
