// Child process of the durability test: opens PGlite in a data directory and writes rows one by one,
// printing each id once the database acknowledged it, until it is killed.
import { openPglite } from "../../server/db/client.ts";
import { lockDataDir } from "../../server/db/lock.ts";
import { breakingNews } from "../../server/db/schema.ts";

const dataDir = process.argv[2]!;
lockDataDir(dataDir);
const database = await openPglite(`${dataDir}/db`);
await database.migrate();
for (let n = 0; ; n++) {
  const [row] = await database.db
    .insert(breakingNews)
    .values({ title: `write ${n}`, content: "durability" })
    .returning({ id: breakingNews.id });
  process.stdout.write(`ack ${row!.id}\n`);
}
