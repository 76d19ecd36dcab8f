import { z } from "#shared/zod.ts";
import { text } from "./fields.ts";

/** Begin an upload of a video, audio or captions file (issue 41): its name and size (the limit by kind
 * is the server's, server/modules/media-files/uploads.ts); `resume`, the upload of the same file this
 * browser began, to go on with; `video`, for captions, the video they belong to. */
export const mediaUploadStart = z.object({
  name: text(255, "The file's name"),
  size: z.number({ message: "The file's size is missing" }).int().min(1, "The file is empty"),
  resume: z.string().uuid().optional(),
  video: z.string().uuid().optional(),
});
