import fs from "node:fs";
import { BrokenContainer, type ContainerFacts, type Reader } from "./container-facts.ts";
import { readMp3, readOgg, readWav } from "./audio-containers.ts";
import { readMp4 } from "./mp4.ts";
import { readWebm } from "./webm.ts";

// The parsers, one file a family: mp4.ts, webm.ts, audio-containers.ts (MP3, Ogg, WAV).
export { BrokenContainer, type ContainerFacts };

async function openReader(file: string): Promise<Reader & { close(): Promise<void> }> {
  const handle = await fs.promises.open(file, "r");
  const { size } = await handle.stat();
  return {
    size,
    async read(at, length) {
      const wanted = Math.max(0, Math.min(length, size - at));
      const buffer = Buffer.alloc(wanted);
      if (wanted) await handle.read(buffer, 0, wanted, at);
      return buffer;
    },
    close: () => handle.close(),
  };
}

/** Reads the container of `file`, of the type its bytes showed ('video/mp4', 'audio/mp4', 'video/webm',
 * 'audio/mpeg', 'audio/ogg', 'audio/wav'). Throws BrokenContainer when it does not hold together. */
export async function readContainer(file: string, mimeType: string): Promise<ContainerFacts> {
  const reader = await openReader(file);
  try {
    switch (mimeType) {
      case "video/mp4":
      case "audio/mp4":
        return await readMp4(reader);
      case "video/webm":
        return await readWebm(reader);
      case "audio/mpeg":
        return await readMp3(reader);
      case "audio/ogg":
        return await readOgg(reader);
      case "audio/wav":
        return await readWav(reader);
      default:
        throw new Error(`No container reader for ${mimeType}`);
    }
  } catch (error) {
    // A read past the end of what a header promised: the file is cut short.
    if (error instanceof RangeError) throw new BrokenContainer(error.message);
    throw error;
  } finally {
    await reader.close();
  }
}
