import type { Db } from "../../db/client.ts";
import { isEmptyDatabase, seedDemo } from "../../db/seed/seed-demo.ts";
import type { FirstRunOffer } from "#shared/schemas/admin-account.ts";
import { Invalid } from "../errors.ts";
import { emptyPublicationPages } from "./pages.ts";

/** What the first-run setup offers (decision 0068), from SEED_DEMO. */
export const offerFor = (seedDemo: boolean | null): FirstRunOffer =>
  seedDemo === null ? "ask" : seedDemo ? "seeded" : "empty";

export const DEMO_TURNED_OFF =
  "Demo content is turned off on this server (SEED_DEMO=false). Choose 'Start empty'.";

/**
 * The publication's start, once its first admin exists: with the demo (seeded now, marked as the
 * demo's) when chosen and the database holds no content yet; otherwise empty, the publication pages
 * the migration wrote emptied for the editors to write. SEED_DEMO=true seeded at the server's start,
 * and leaves everything as it is. What it did, or null.
 */
export async function startPublication(
  db: Db,
  choice: "empty" | "demo",
  setting: boolean | null,
): Promise<"demo" | "empty" | null> {
  const offer = offerFor(setting);
  if (offer === "seeded") return null;
  if (choice === "demo") {
    if (offer === "empty") throw new Invalid(DEMO_TURNED_OFF, { start: DEMO_TURNED_OFF });
    if (!(await isEmptyDatabase(db))) return null;
    await seedDemo(db);
    return "demo";
  }
  await emptyPublicationPages(db);
  return "empty";
}
