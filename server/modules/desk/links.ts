/** Where the desk's things are in the portal: what notifications and the pages link to. */
export const DESK_PATH = "/admin/dashboard/desk";
export const PITCHES_PATH = "/admin/dashboard/pitches";
export const assignmentPath = (id: string) => `${DESK_PATH}/${id}`;
