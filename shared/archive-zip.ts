/** Settings → Archive (decision 0080): what the page shows of the archive made as a zip by a queued job. */
export type ArchiveZipOverview = {
  /** The job asked for last, while it waits or runs, or when it failed. */
  job:
    | { state: "queued"; at: string; part: string }
    | { state: "running"; at: string; part: string; done: number; known: number }
    | { state: "failed"; at: string; part: string; error: string }
    | null;
  /** The newest zip made, ready to download. */
  ready: { at: string; part: string; size: string } | null;
  /** What an archive can be of: the value the form sends, and its label. */
  parts: { value: string; label: string }[];
  /** Where the zip is kept, in words. */
  where: string;
};

/** Where an admin downloads the newest archive. */
export const ARCHIVE_DOWNLOAD_PATH = "/admin/archive";
