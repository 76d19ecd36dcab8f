// Test harness: `DATA_DIR=… node --import tsx tests/helpers/podcast-audio.ts` puts a 3-second MP3 in the
// store with its media_files row, as the audio uploads would (issue 41), before the server starts (the
// podcast's journey, decision 0074).
import { loadConfigOrFail, openScriptDatabase } from "../../scripts/open-database.ts";
import { openStorage } from "../../server/providers/open-storage.ts";
import { makeAudioFile } from "./podcasts.ts";

const config = loadConfigOrFail();
const { storage } = await openStorage(config);
const { database, close } = await openScriptDatabase(config, () => "The server holds the database");
try {
  await makeAudioFile(database.db, storage, { durationSeconds: 3 });
} finally {
  await close();
}
