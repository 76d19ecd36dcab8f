import type { AppLoadContext } from "react-router";
import {
  createPerson,
  deletePerson,
  getPerson,
  listPeople,
  updatePerson,
} from "../../server/modules/people/people.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

const SECTION = "/admin/dashboard/people";

/** People (editors): everyone who can stand in a byline, the masthead first; `?edit=ID` opens one. */
export async function loadPeople(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "people");
  const { db } = context.services;
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  const editId = url.searchParams.get("edit");
  const [people, editing] = await Promise.all([
    listPeople(db, actor, q),
    editId ? getPerson(db, actor, editId).catch(() => null) : null,
  ]);
  return { people, editing, q };
}

/** Add, change or delete a person. Every change may show on any page (the masthead is on the splash,
 * names are in bylines): all cached pages go. */
export function peopleAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  const calendar = { timeZone: context.services.config.timeZone };
  return runPortalAction(
    request,
    context,
    {
      add: {
        changes: "everything",
        failure: "Could not add the person",
        async run({ actor, form }) {
          const person = await createPerson(db, actor, form, calendar);
          return { title: "Person added", description: `${person.name} is in People now` };
        },
      },
      edit: {
        changes: "everything",
        failure: "Could not save the person",
        async run({ actor, form }) {
          const person = await updatePerson(db, actor, form.id, form, calendar);
          return { title: "Person saved", description: `${person.name}'s details are saved` };
        },
      },
      delete: {
        changes: "everything",
        failure: "Could not delete the person",
        async run({ actor, form }) {
          const person = await deletePerson(db, actor, form.id);
          return { title: "Person deleted", description: `${person.name} is no longer in People` };
        },
      },
    },
    SECTION,
  );
}
