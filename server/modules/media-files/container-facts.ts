/** What a video or audio file's container says of it (issue 41): its length and, for video, its size
 * in pixels and its codecs. Read from headers only, a few reads of the file, never the whole of it. */
export type ContainerFacts = {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** The sample entries' or codec ids' names, as the container gives them ('avc1', 'mp4a', 'V_VP8'). */
  codecs: string[];
};

/** The file is not what a container of its type must be (cut short, boxes that do not add up). */
export class BrokenContainer extends Error {}

export type Reader = { size: number; read(at: number, length: number): Promise<Buffer> };

/** The facts as the library keeps them: whole seconds rounded up, no zero or non-finite value. */
export const facts = (
  duration: number | null,
  width = 0,
  height = 0,
  codecs: string[] = [],
): ContainerFacts => ({
  durationSeconds:
    duration !== null && Number.isFinite(duration) && duration > 0 ? Math.ceil(duration - 1e-6) : null,
  width: width > 0 ? Math.round(width) : null,
  height: height > 0 ? Math.round(height) : null,
  codecs,
});
