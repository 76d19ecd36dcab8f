import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import {
  CookieJar,
  startTestProvider,
  throughProvider,
  type TestProvider,
} from "../../../tests/helpers/oidc-provider.ts";
import { member } from "../../../tests/helpers/staff.ts";
import {
  auditEvents,
  schoolSignInAttempts,
  schoolSignInLinks,
  schoolSignInRequests,
} from "../../db/schema.ts";
import { readSession } from "../accounts/sessions.ts";
import { hashToken } from "../accounts/tokens.ts";
import { saveSchoolSignIn } from "./config.ts";
import { CALLBACK_PATH, finishSchoolSignIn, startSchoolSignIn } from "./flow.ts";
import { acceptLinkOffer, signInSchoolPerson } from "./people.ts";
import { ATTEMPT_GONE, PROVIDER_ERROR, SIGN_IN_FAILED, UNVERIFIED_EMAIL, WRONG_DOMAIN } from "./texts.ts";

const PUBLIC_URL = "http://127.0.0.1:3999";
const CLIENT = { ip: "203.0.113.9", userAgent: "test" };

const ACCOUNTS = {
  teacher: { email: "teacher@school.test", email_verified: true, name: "Ms Teacher" },
  mfa: { email: "mfa@school.test", email_verified: true, name: "Two Factor", amr: ["pwd", "otp"] },
  student: { email: "student@elsewhere.test", email_verified: true, name: "A Student" },
  unverified: { email: "unverified@school.test", email_verified: false },
  editor: { email: "editor-linked@school.test", email_verified: true },
};

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider(`${PUBLIC_URL}${CALLBACK_PATH}`, ACCOUNTS);
});
afterAll(() => provider.close());

describeEachEngine("the school's sign-in against a real provider", ({ db }) => {
  let admin: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    admin = await member(db(), "admin");
    await saveSchoolSignIn(db(), admin, {
      preset: "other",
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      domains: "school.test",
    });
  });

  /** A browser's whole trip: start here, sign in at the provider as `login`, come back with its answer. */
  async function trip(login: string | null, jar = new CookieJar()) {
    const { url, state } = await startSchoolSignIn(db(), { publicUrl: PUBLIC_URL, audience: "staff" });
    const { returned, askedToLogIn } = await throughProvider(url, jar, {
      login,
      redirectPrefix: `${PUBLIC_URL}${CALLBACK_PATH}`,
    });
    return { search: returned.search, state, askedToLogIn, jar };
  }
  const finish = (search: string, state: string) =>
    finishSchoolSignIn(db(), { publicUrl: PUBLIC_URL, search, cookieState: state });

  it("signs in a verified address of an allowed domain; a new person waits for an admin's approval", async () => {
    const { search, state } = await trip("teacher");
    const { person } = await finish(search, state);
    expect(person).toMatchObject({
      issuer: provider.issuer,
      subject: "teacher",
      email: "teacher@school.test",
    });
    expect(person.multiFactor).toBe(false);
    expect(await signInSchoolPerson(db(), person, CLIENT)).toEqual({ kind: "waiting" });
    const [request] = await db()
      .select()
      .from(schoolSignInRequests)
      .where(eq(schoolSignInRequests.subject, "teacher"));
    expect(request).toMatchObject({ email: "teacher@school.test", name: "Ms Teacher" });
  });

  it("refuses an address of another domain, and an unverified one, with clear messages", async () => {
    const other = await trip("student");
    await expect(finish(other.search, other.state)).rejects.toThrow(WRONG_DOMAIN("student@elsewhere.test"));
    const unverified = await trip("unverified");
    await expect(finish(unverified.search, unverified.state)).rejects.toThrow(UNVERIFIED_EMAIL);
  });

  it("uses a state once: the same answer again is refused", async () => {
    const { search, state } = await trip("teacher");
    await finish(search, state);
    await expect(finish(search, state)).rejects.toThrow(ATTEMPT_GONE);
  });

  it("refuses a state this browser did not start (no cookie, or another one)", async () => {
    const { search, state } = await trip("teacher");
    await expect(
      finishSchoolSignIn(db(), { publicUrl: PUBLIC_URL, search, cookieState: "other" }),
    ).rejects.toThrow(ATTEMPT_GONE);
    // and the attempt is used up by the refused try
    await expect(finish(search, state)).rejects.toThrow(ATTEMPT_GONE);
  });

  it("a replayed code is refused by the provider, and so here", async () => {
    const { search, state } = await trip("teacher");
    const [attempt] = await db()
      .select()
      .from(schoolSignInAttempts)
      .where(eq(schoolSignInAttempts.stateHash, hashToken(state)));
    await finish(search, state);
    // Someone who kept the attempt's secrets replays the code: the provider will not exchange it twice.
    await db().insert(schoolSignInAttempts).values(attempt!);
    await expect(finish(search, state)).rejects.toThrow(SIGN_IN_FAILED);
  });

  it("refuses an ID token whose nonce is not the attempt's", async () => {
    const { search, state } = await trip("teacher");
    await db()
      .update(schoolSignInAttempts)
      .set({ nonce: "another-nonce" })
      .where(eq(schoolSignInAttempts.stateHash, hashToken(state)));
    await expect(finish(search, state)).rejects.toThrow(SIGN_IN_FAILED);
  });

  it("after the provider's session is gone a fresh login is asked; a cancelled one comes back as a clear refusal", async () => {
    const first = await trip("teacher");
    expect(first.askedToLogIn).toBe(true);
    await finish(first.search, first.state);
    const again = await trip("teacher", first.jar);
    expect(again.askedToLogIn).toBe(false); // the provider's session signed them in
    await finish(again.search, again.state);
    first.jar.clear(); // the session at the provider has ended
    const cancelled = await trip(null, first.jar);
    expect(cancelled.askedToLogIn).toBe(true);
    expect(new URLSearchParams(cancelled.search).get("error")).toBe("access_denied");
    await expect(finish(cancelled.search, cancelled.state)).rejects.toThrow(PROVIDER_ERROR);
    await expect(finish(cancelled.search, cancelled.state)).rejects.toThrow(ATTEMPT_GONE);
  });

  it("links an existing staff account only after its password, then signs it in without the portal's own second factor", async () => {
    const editor = await member(db(), "editor", { email: "editor-linked@school.test" });
    const { search, state } = await trip("editor");
    const { person } = await finish(search, state);
    const offer = await signInSchoolPerson(db(), person, CLIENT);
    expect(offer.kind).toBe("link");
    if (offer.kind !== "link") return;
    // Another account's password does not take the offer.
    expect(await acceptLinkOffer(db(), offer.offerToken, admin.id, CLIENT.ip)).toBe(false);
    const retry = await signInSchoolPerson(db(), person, CLIENT);
    if (retry.kind !== "link") throw new Error("expected an offer");
    expect(await acceptLinkOffer(db(), retry.offerToken, editor.id, CLIENT.ip)).toBe(true);
    expect(await acceptLinkOffer(db(), retry.offerToken, editor.id, CLIENT.ip)).toBe(false);
    const [link] = await db().select().from(schoolSignInLinks).where(eq(schoolSignInLinks.userId, editor.id));
    expect(link).toMatchObject({ issuer: provider.issuer, subject: "editor" });
    const next = await trip("editor");
    const signedIn = await signInSchoolPerson(db(), (await finish(next.search, next.state)).person, CLIENT);
    expect(signedIn.kind).toBe("signed-in");
    if (signedIn.kind !== "signed-in") return;
    const session = await readSession(db(), signedIn.token);
    expect(session).toMatchObject({ pendingSecondFactor: false, user: { id: editor.id } });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.actorId, editor.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["school-link", "sign-in"]));
  });

  it("reads the provider's multi-factor sign-in from amr", async () => {
    const { search, state } = await trip("mfa");
    const { person } = await finish(search, state);
    expect(person.multiFactor).toBe(true);
  });
});

describe("amr", () => {
  it.each([
    [["mfa"], true],
    [["pwd", "otp"], true],
    [["hwk", "pin"], true],
    [["pwd"], false],
    [["otp"], false],
    [undefined, false],
  ])("%j shows more than one factor: %s", async (amr, expected) => {
    const { amrShowsMultiFactor } = await import("./session-kinds.ts");
    expect(amrShowsMultiFactor(amr)).toBe(expected);
  });
});

describe("the presets' checks of the ID token", () => {
  const base = {
    issuer: "x",
    clientId: "c",
    clientSecret: "s",
    newPeople: "approval" as const,
    passwordSignIn: true,
    readers: false,
    fromEnvironment: false,
    domains: ["school.org"],
  };
  const token = (claims: Record<string, unknown>) => ({
    iss: "x",
    sub: "1",
    aud: "c",
    iat: 0,
    exp: 0,
    ...claims,
  });
  it("Google: the hd claim must be an allowed domain too", async () => {
    const { personFrom } = await import("./flow.ts");
    const google = { ...base, preset: "google" as const };
    expect(
      personFrom(google, token({ email: "a@school.org", email_verified: true, hd: "school.org" })).email,
    ).toBe("a@school.org");
    expect(() => personFrom(google, token({ email: "a@school.org", email_verified: true }))).toThrow(
      WRONG_DOMAIN("a@school.org"),
    );
  });
  it("Microsoft: xms_edov stands for email_verified; neither is refused", async () => {
    const { personFrom } = await import("./flow.ts");
    const microsoft = { ...base, preset: "microsoft" as const };
    expect(personFrom(microsoft, token({ email: "a@school.org", xms_edov: true })).email).toBe(
      "a@school.org",
    );
    expect(() => personFrom(microsoft, token({ email: "a@school.org" }))).toThrow(UNVERIFIED_EMAIL);
    expect(() =>
      personFrom({ ...base, preset: "other" }, token({ email: "a@school.org", xms_edov: true })),
    ).toThrow(UNVERIFIED_EMAIL);
  });
});
