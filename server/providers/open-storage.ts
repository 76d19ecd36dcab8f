import path from "node:path";
import { describeUrl, redactCredentials, type Config } from "../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

export class StorageUnavailable extends Error {}

/** The uploads' store the configuration asks for: DATA_DIR/uploads, or the S3 bucket once it has
 * answered (a wrong endpoint, bucket or key stops the start with a message that names them but never
 * the secret). `where` says which, for the start-up log. */
export async function openStorage(config: Config): Promise<{ storage: Storage; where: string }> {
  const s3 = config.s3;
  if (!s3) {
    const dir = path.join(config.dataDir, "uploads");
    return { storage: createLocalStorage(dir), where: dir };
  }
  const at = s3.endpoint ? describeUrl(s3.endpoint) : `AWS ${s3.region}`;
  const where = `S3 bucket ${s3.bucket} at ${at}${s3.publicUrl ? `, served from ${describeUrl(s3.publicUrl)}` : ""}`;
  const storage = createS3Storage(s3);
  try {
    await storage.check();
  } catch (error) {
    const reason =
      error instanceof Error ? error.name + (error.message ? `: ${error.message}` : "") : String(error);
    let said = redactCredentials(reason);
    if (s3.secretAccessKey) said = said.split(s3.secretAccessKey).join("***");
    throw new StorageUnavailable(`Could not reach the ${where} (S3_*): ${said}`);
  }
  return { storage, where };
}
