import { linkIn, type SmtpSink } from "./smtp.ts";

/** A normal form-encoded POST, as a browser without JavaScript or any other client sends it. */
export function formPost(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
    redirect: "manual",
  });
}

/** Signs a reader up, follows the verification mail and signs in; answers the session cookie header. */
export async function signedInReader(
  baseUrl: string,
  smtp: SmtpSink,
  name: string,
  email: string,
): Promise<{ cookie: string }> {
  const password = "hornbill-2026";
  const signUp = await formPost(baseUrl, "/api/auth", { intent: "sign-up", name, email, password });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
  const mail = await smtp.waitFor(email, (m) => /Confirm your email/.test(m.subject ?? ""));
  const token = new URL(linkIn(mail, /http:\/\/\S+\/auth\/callback\?\S+/)).searchParams.get("token")!;
  await formPost(baseUrl, "/auth/callback", { token });
  const signIn = await formPost(baseUrl, "/api/auth", { intent: "sign-in", email, password });
  const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("bt_session="));
  if (!cookie) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return { cookie: cookie.split(";")[0]! };
}
