const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The fields of a posted form, as text: the one way every action reads its input. A request that is
 * not a form is answered 415 and a body that cannot be read 400, instead of an error deep in the
 * action; NUL characters, which PostgreSQL refuses in text, are removed here at the edge. The first
 * value of a repeated field wins; files are left to the upload endpoint.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) {
    throw new Response("Please send this request as a form.", { status: 415 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response("The form could not be read.", { status: 400 });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value.replaceAll("\0", "");
  }
  return fields;
}

/** The body as text; a body that cannot be read (one cut off at its endpoint's limit, which the edge
 * answers 413) is a 400 Response, not an error to log. */
export async function readText(request: Request): Promise<string> {
  try {
    return await request.text();
  } catch {
    throw new Response("The request body could not be read.", { status: 400 });
  }
}

/** The body's bytes (a part of an upload); a body that cannot be read (one cut off at its endpoint's
 * limit, which the edge answers 413) is a 400 Response, not an error to log. */
export async function readBytes(request: Request): Promise<Uint8Array> {
  try {
    return new Uint8Array(await request.arrayBuffer());
  } catch {
    throw new Response("The request body could not be read.", { status: 400 });
  }
}
