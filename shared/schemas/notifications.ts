import {
  CHOSEN_KINDS,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KIND_LABELS,
  type ChosenKind,
} from "#shared/desk.ts";
import { z } from "#shared/zod.ts";

/** The inbox's forms (issue 38): a person's choice of delivery for every kind, and a notification
 * opened or resolved. The form posts one field a kind, named by the kind. */
export const CHOOSE_DELIVERY = "Choose mail at once, the daily digest or the portal only";

export const preferencesInput = z.object(
  Object.fromEntries(
    CHOSEN_KINDS.map((kind) => [
      kind,
      z.enum(NOTIFICATION_DELIVERIES, {
        message: `${NOTIFICATION_KIND_LABELS[kind]}: ${CHOOSE_DELIVERY.toLowerCase()}`,
      }),
    ]),
  ) as Record<ChosenKind, z.ZodEnum<{ [K in (typeof NOTIFICATION_DELIVERIES)[number]]: K }>>,
);

export const notificationIdInput = z.object({
  id: z.uuid({ message: "That notification does not exist" }),
});

/** An admin's decision on a notification's mail a crash left 'uncertain' (as the newsletter's). */
export const resolveNotificationMailInput = z.object({
  id: z.uuid({ message: "That notification does not exist" }),
  decision: z.enum(["resend", "sent"], { message: "Choose Resend or Mark as sent" }),
});
