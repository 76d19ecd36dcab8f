import { z } from "#shared/zod.ts";
import { FINAL_APPROVALS } from "../desk.ts";

/** Settings → The desk (issue 38): who gives the final approval, the editor-in-chief, and whether
 * advisers have an editor's powers. */
export const deskSettingsInput = z
  .object({
    finalApproval: z.enum(FINAL_APPROVALS, { message: "Choose who gives the final approval" }),
    editorInChief: z
      .union([z.literal(""), z.uuid({ message: "Choose the editor-in-chief from the staff" })])
      .optional()
      .transform((v) => v || null),
    adviserPowers: z
      .enum(["on", "true", ""])
      .optional()
      .transform((v) => v === "on" || v === "true"),
  })
  .refine((v) => v.finalApproval !== "chief" || v.editorInChief, {
    path: ["editorInChief"],
    message: "Choose the editor-in-chief, who gives the final approval",
  });
