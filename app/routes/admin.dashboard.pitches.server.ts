import type { AppLoadContext } from "react-router";
import { can } from "#shared/roles.ts";
import { PITCH_STATUS_LABELS } from "#shared/desk.ts";
import { PITCHES_PATH } from "../../server/modules/desk/links.ts";
import { answerPitch, createPitch, editPitch, listPitches } from "../../server/modules/desk/pitches.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

/** /admin/dashboard/pitches (issue 38): the pitch form, the waiting pitches for editors, and each
 * person's own pitches with their answers. */
export async function loadPitches(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "pitch");
  const { waiting, mine } = await listPitches(context.services.db, actor);
  return { waiting, mine, mayAnswer: can(actor.role, "assign") };
}

const ANSWERED = {
  accept: { title: "Pitch accepted", description: "It is an assignment on the budget now." },
  decline: { title: "Pitch declined", description: "The writer is told, with your note." },
  more: { title: "More asked", description: "The writer is told, with your note." },
} as const;

export function pitchesAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  const clock = { timeZone: context.services.config.timeZone };
  return runPortalAction(
    request,
    context,
    {
      pitch: {
        changes: null,
        failure: "Could not send the pitch",
        async run({ actor, form }) {
          const row = await createPitch(db, actor, form);
          return { title: "Pitch sent", description: `${row.headline} waits for an editor.` };
        },
      },
      edit: {
        changes: null,
        failure: "Could not save the pitch",
        async run({ actor, form }) {
          const row = await editPitch(db, actor, form.id, form);
          return {
            title: "Pitch saved",
            description: `${row.headline}: ${PITCH_STATUS_LABELS[row.status]}.`,
          };
        },
      },
      answer: {
        changes: null,
        failure: "Could not answer the pitch",
        async run({ actor, form }) {
          const { answer, assignment } = await answerPitch(db, actor, form.id, form, clock);
          return { toast: ANSWERED[answer], more: { assignmentId: assignment?.id ?? null } };
        },
      },
    },
    PITCHES_PATH,
  );
}
