import { rawRequest } from "../helpers/raw-http.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { linkIn, startSmtpSink, type SmtpSink } from "../helpers/smtp.ts";

let smtp: SmtpSink;
let server: RunningServer;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url, SEED_DEMO: "false" });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function post(path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const READER = { name: "Kerlang Reader", email: "kerlang.http@example.org", password: "sohra-rain-1" };

async function signUpAndVerify(who: { name: string; email: string; password: string }) {
  expect((await post("/api/auth", { intent: "sign-up", ...who })).status).toBe(200);
  const mail = await smtp.waitFor(who.email);
  const token = new URL(linkIn(mail, /http:\/\/\S+\/auth\/callback\?\S+/)).searchParams.get("token")!;
  const verified = await post("/auth/callback", { token });
  expect(verified.status).toBe(302);
  expect(verified.headers.get("location")).toBe("/?signin=1");
}

describe("sessions over HTTP", () => {
  beforeAll(async () => {
    await signUpAndVerify(READER);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie, which no longer works after Sign Out", async () => {
    const signIn = await post("/api/auth", {
      intent: "sign-in",
      email: READER.email,
      password: READER.password,
    });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^bt_session=[\w-]{40,};/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    const cookie = setCookie.split(";")[0]!;

    const before = await (
      await fetch(`${server.url}/account`, { headers: { Cookie: cookie }, redirect: "manual" })
    ).text();
    expect(before).toContain(READER.email);

    const signOut = await post("/api/auth", { intent: "sign-out" }, cookie);
    expect(signOut.headers.get("set-cookie")).toMatch(/^bt_session=; .*Max-Age=0/);
    const after = await fetch(`${server.url}/account`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
    const comment = await post(
      "/api/likes",
      { target: "article", id: "00000000-0000-0000-0000-000000000000", liked: "true" },
      cookie,
    );
    expect(comment.status).toBe(401);
  });

  it("signs out from a plain form post too (before the header's island runs, or without JavaScript): back to the page, which says so", async () => {
    const signIn = await post("/api/auth", {
      intent: "sign-in",
      email: READER.email,
      password: READER.password,
    });
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    // fetch() sets its own Sec-Fetch-Mode; a browser's form post says "navigate".
    const signOut = await rawRequest(server.url, {
      method: "POST",
      path: "/api/auth",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Mode": "navigate",
        Referer: `${server.url}/politics`,
      },
      body: Buffer.from(new URLSearchParams({ intent: "sign-out" }).toString()),
    });
    expect(signOut.status).toBe(303);
    expect(signOut.headers.location).toBe("/politics");
    const cookies = signOut.headers["set-cookie"] ?? [];
    expect(cookies.some((c) => /^bt_session=; .*Max-Age=0/.test(c))).toBe(true);
    expect(cookies.some((c) => /^bt_flash=/.test(c))).toBe(true);
    const after = await fetch(`${server.url}/account`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
  });

  it("answers the 6th failed sign-in in a row with 429", async () => {
    const who = { name: "Limit Tester", email: "limit.http@example.org", password: "long-enough" };
    await signUpAndVerify(who);
    for (let i = 0; i < 5; i++) {
      const failed = await post("/api/auth", {
        intent: "sign-in",
        email: who.email,
        password: "wrong-password",
      });
      expect(failed.status).toBe(401);
      expect(await failed.json()).toMatchObject({ ok: false, error: "Invalid email or password" });
    }
    const sixth = await post("/api/auth", { intent: "sign-in", email: who.email, password: who.password });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await sixth.json()).error).toMatch(/Too many failed sign-in attempts/);
  });

  it("gives the same answer for an unknown account as for a wrong password", async () => {
    const unknown = await post("/api/auth", {
      intent: "sign-in",
      email: "nobody.here@example.org",
      password: "whatever1",
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: "Invalid email or password" });
  });

  it("refuses a sign-in before verification, saying so", async () => {
    const who = { name: "Unverified", email: "unverified.http@example.org", password: "long-enough" };
    await post("/api/auth", { intent: "sign-up", ...who });
    const response = await post("/api/auth", { intent: "sign-in", email: who.email, password: who.password });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatch(/verify your email/);
  });

  it("answers a second sign-up for the same address like the first, and mails its owner", async () => {
    const again = await post("/api/auth", {
      intent: "sign-up",
      ...READER,
      email: READER.email.toUpperCase(),
    });
    expect(again.status).toBe(200);
    await smtp.waitFor(READER.email, (m) => /Someone tried to create an account/.test(m.subject ?? ""));
  });

  it("refuses a short password at sign-up with the rule's message", async () => {
    const response = await post("/api/auth", {
      intent: "sign-up",
      name: "Short",
      email: "short@example.org",
      password: "12345",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Password must be at least 6 characters long");
  });
});

describe("password reset over HTTP", () => {
  it("sets a new password from the mailed link and ends the other sessions", async () => {
    const who = { name: "Reset Tester", email: "reset.http@example.org", password: "first-password" };
    await signUpAndVerify(who);
    const session = (
      await post("/api/auth", { intent: "sign-in", email: who.email, password: who.password })
    ).headers
      .get("set-cookie")!
      .split(";")[0]!;
    const asked = await post("/forgot-password", { email: who.email });
    expect(asked.status).toBe(200);
    const mail = await smtp.waitFor(who.email, (m) => /Reset your/.test(m.subject ?? ""));
    const token = new URL(linkIn(mail, /http:\/\/\S+\/reset-password\?\S+/)).searchParams.get("token")!;
    const reset = await post("/reset-password", {
      token,
      password: "second-password",
      confirm: "second-password",
    });
    expect(reset.status).toBe(302);
    const account = await fetch(`${server.url}/account`, {
      headers: { Cookie: session },
      redirect: "manual",
    });
    expect(account.status).toBe(302);
    const signIn = await post("/api/auth", {
      intent: "sign-in",
      email: who.email,
      password: "second-password",
    });
    expect(signIn.status).toBe(200);
  });
});

describe("refusals of a page's form over HTTP", () => {
  /** The last of `times` posts, each a page request or, as the app's own forms send it, a data request. */
  async function lastOf(times: number, path: string, fields: Record<string, string>) {
    let answer: Response | undefined;
    for (let i = 0; i < times; i++) answer = await post(path, fields);
    return answer!;
  }

  it("answers the portal login's and forgot password's 429 with Retry-After, as a page and as data", async () => {
    for (const suffix of ["", ".data"]) {
      const login = await lastOf(6, `/admin${suffix}`, {
        username: `nobody-${suffix || "page"}`,
        password: "wrong-password",
      });
      const forgot = await lastOf(4, `/forgot-password${suffix}`, {
        email: `flood-${suffix || "page"}@example.org`,
      });
      for (const [what, answer] of [
        ["login", login],
        ["forgot", forgot],
      ] as const) {
        expect(answer.status, `${what}${suffix}`).toBe(429);
        expect(Number(answer.headers.get("retry-after")), `${what}${suffix}`).toBeGreaterThan(0);
      }
    }
  });
});
