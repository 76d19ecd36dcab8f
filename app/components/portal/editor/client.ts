import type { Outcome, SaveRequest, Saved, Theirs } from "./autosave.ts";

/** The editor's endpoint (app/routes/admin.editor.ts): JSON answers for fetch, same origin, so the
 * CSRF check (server/http/csrf.ts: Origin and Sec-Fetch-Site) passes as it does for every portal form. */
export const EDITOR_ENDPOINT = "/admin/editor";

export type Posted = { status: number; body: Record<string, unknown> | null };

/** Posts a form to the editor endpoint (or another of its JSON endpoints, such as the notes'); status 0
 * when no answer came (offline, server gone). */
export async function postEditor(
  fields: Record<string, string>,
  signal?: AbortSignal,
  endpoint = EDITOR_ENDPOINT,
): Promise<Posted> {
  const form = new URLSearchParams(fields);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal,
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** A form's fields as the endpoint reads them: text, `featured` as 'true' or empty, no image as ''. */
export function formFields(fields: Record<string, unknown>): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "boolean") form[key] = value ? "true" : "";
    // The byline's people travel as JSON; tags as a list of words.
    else if (Array.isArray(value) && value.some((v) => typeof v === "object"))
      form[key] = JSON.stringify(value);
    else if (Array.isArray(value)) form[key] = value.join(", ");
    else form[key] = value == null ? "" : String(value);
  }
  return form;
}

/** The autosave queue's `send` for one kind of piece. */
export function sender<F extends Record<string, unknown>>(kind: string) {
  return async (request: SaveRequest<F>): Promise<Outcome<F>> => {
    const { status, body } = await postEditor({
      ...formFields(request.fields),
      kind,
      intent: request.intent,
      id: request.id ?? "",
      baseVersion: request.baseVersion === null ? "" : String(request.baseVersion),
      ...(request.overwrite ? { overwrite: "1" } : {}),
    });
    return outcomeOf<F>(status, body);
  };
}

export function outcomeOf<F>(status: number, body: Record<string, unknown> | null): Outcome<F> {
  if (status === 0) return { kind: "network" };
  if (status >= 200 && status < 300 && body?.ok) return { kind: "saved", saved: body as unknown as Saved };
  if (status === 409 && body?.conflict) return { kind: "conflict", theirs: body.conflict as Theirs<F> };
  if (status === 401) return { kind: "signedOut" };
  const error = typeof body?.error === "string" ? body.error : "Please try again";
  if (status >= 500 || status === 429) return { kind: "failed", error };
  return { kind: "refused", error, fields: body?.fields as Record<string, string> | undefined };
}
