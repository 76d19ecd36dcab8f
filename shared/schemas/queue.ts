import { z } from "#shared/zod.ts";

/** The portal's Retry of failed mail or work: the job's key, as the list gave it. */
export const retryJobInput = z.object({
  key: z
    .string({ message: "That job does not exist" })
    .trim()
    .min(1, { message: "That job does not exist" })
    .max(300, { message: "That job does not exist" }),
});

/** An admin's decision on a newsletter delivery a crash left 'uncertain' (decision 0060). */
export const resolveDeliveryInput = z.object({
  id: z.uuid({ message: "That delivery does not exist" }),
  decision: z.enum(["resend", "sent"], { message: "Choose Resend or Mark as sent" }),
});
