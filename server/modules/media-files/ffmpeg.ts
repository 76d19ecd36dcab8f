import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Where ffmpeg and ffprobe are (Debian's package puts them on the PATH), or null when the machine has
 * none; asked once. Decision 0073: without them, the editor chooses a poster and the container's own
 * headers give the duration. */
let found: Promise<{ ffmpeg: string; ffprobe: string } | null> | undefined;

export function findFfmpeg(): Promise<{ ffmpeg: string; ffprobe: string } | null> {
  return (found ??= (async () => {
    try {
      await run("ffmpeg", ["-version"], { timeout: 5_000 });
      await run("ffprobe", ["-version"], { timeout: 5_000 });
      return { ffmpeg: "ffmpeg", ffprobe: "ffprobe" };
    } catch {
      return null;
    }
  })());
}

/** A JPEG frame of the video at `file`, a second in (or at its start when shorter), written to `out`;
 * false when ffmpeg cannot decode one. */
export async function posterFrame(ffmpeg: string, file: string, out: string, seconds: number | null) {
  const at = seconds && seconds > 2 ? 1 : 0;
  try {
    await run(
      ffmpeg,
      [
        "-v",
        "error",
        "-nostdin",
        "-y",
        "-ss",
        String(at),
        "-i",
        file,
        "-frames:v",
        "1",
        "-q:v",
        "3",
        "-f",
        "image2",
        out,
      ],
      { timeout: 20_000 },
    );
    return true;
  } catch {
    return false;
  }
}

/** The duration ffprobe reads (it decodes what the headers do not say), in seconds, or null. */
export async function probeDuration(ffprobe: string, file: string): Promise<number | null> {
  try {
    const { stdout } = await run(
      ffprobe,
      ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file],
      { timeout: 20_000 },
    );
    const seconds = Number(stdout.trim());
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}
