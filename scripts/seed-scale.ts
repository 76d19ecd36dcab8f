// `npm run seed:scale -- 100000`: adds that many invented articles, with readers, comments and likes in
// proportion, to the configured database (DATA_DIR or DATABASE_URL), for the bench and for trying the
// portal at scale. Never on a real publication's database: its rows are marked but stay until deleted.
import { seedScale } from "../server/db/seed/scale.ts";
import { fail, loadConfigOrFail, openScriptDatabase } from "./open-database.ts";

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  fail("Usage: npm run seed:scale -- <number of articles, 1 to 2000000>");
}
const config = loadConfigOrFail();
const { database, close } = await openScriptDatabase(
  config,
  (pid) => `The server is running on ${config.dataDir}${pid ? ` (pid ${pid})` : ""}: stop it first.`,
);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
try {
  const made = await seedScale(database.db, count, (done) =>
    process.stdout.write(
      `\r${done.toLocaleString("en")} / ${count.toLocaleString("en")} articles (${seconds()} s)`,
    ),
  );
  console.log(
    `\nAdded ${made.articles.toLocaleString("en")} articles, ${made.readers} readers, ` +
      `${made.comments.toLocaleString("en")} comments and ${made.likes.toLocaleString("en")} likes in ${seconds()} s.`,
  );
} finally {
  await close();
}
