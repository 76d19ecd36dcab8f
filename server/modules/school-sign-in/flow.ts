import { lt, eq } from "drizzle-orm";
import * as client from "openid-client";
import type { Db } from "../../db/client.ts";
import { schoolSignInAttempts } from "../../db/schema.ts";
import { hashToken } from "../accounts/tokens.ts";
import { Forbidden, Invalid, NotFound, Unauthorized } from "../errors.ts";
import { discover, schoolSignInConfig, type SchoolSignInConfig } from "./config.ts";
import { amrShowsMultiFactor } from "./session-kinds.ts";
import {
  ATTEMPT_GONE,
  NOT_CONFIGURED,
  PROVIDER_ERROR,
  SIGN_IN_FAILED,
  UNVERIFIED_EMAIL,
  WRONG_DOMAIN,
} from "./texts.ts";

/** How long a sign-in may stay at the provider before its callback is refused. */
export const ATTEMPT_TTL_MS = 10 * 60_000;
export const CALLBACK_PATH = "/admin/school-sign-in/callback";
export const SCOPES = "openid email profile";

/** The person the provider vouched for: who (issuer and subject), their verified address, and whether they
 * used more than one factor there. */
export type SchoolPerson = {
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
  multiFactor: boolean;
};

/** Discovery documents by issuer and client, kept for an hour: a sign-in does not fetch it each time. */
const discovered = new Map<string, { at: number; server: Promise<client.Configuration> }>();

async function serverFor(config: SchoolSignInConfig, now: number): Promise<client.Configuration> {
  const key = `${config.issuer}\n${config.clientId}\n${hashToken(config.clientSecret)}`;
  const kept = discovered.get(key);
  if (kept && now - kept.at < 3_600_000) return kept.server;
  const server = discover(config);
  discovered.set(key, { at: now, server });
  server.catch(() => discovered.delete(key));
  return server;
}

async function configured(db: Db): Promise<SchoolSignInConfig> {
  const config = await schoolSignInConfig(db);
  if (!config) throw new NotFound(NOT_CONFIGURED);
  return config;
}

/** What a sign-in is for: staff at /admin (accepting an invitation, if it carries one), or a reader of
 * the public site, who comes back to `returnTo`. */
export type SchoolAttemptFor =
  { audience: "staff"; invitationToken?: string | null } | { audience: "reader"; returnTo: string };

/**
 * Starts a sign-in with the school's accounts: a new state, nonce and PKCE verifier, kept in the database
 * (only the state's hash as key) with what the sign-in is for, until the callback uses them once. Returns
 * the provider's address to go to and the state, which the route also puts in a short-lived cookie so
 * that only this browser can finish the sign-in.
 */
export async function startSchoolSignIn(
  db: Db,
  { publicUrl, ...purpose }: { publicUrl: string } & SchoolAttemptFor,
  now = new Date(),
): Promise<{ url: string; state: string }> {
  const config = await configured(db);
  const server = await serverFor(config, now.getTime());
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await db.delete(schoolSignInAttempts).where(lt(schoolSignInAttempts.expiresAt, now));
  await db.insert(schoolSignInAttempts).values({
    stateHash: hashToken(state),
    codeVerifier,
    nonce,
    audience: purpose.audience,
    invitationHash:
      purpose.audience === "staff" && purpose.invitationToken ? hashToken(purpose.invitationToken) : null,
    returnTo: purpose.audience === "reader" ? purpose.returnTo : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
  });
  const parameters: Record<string, string> = {
    redirect_uri: `${publicUrl}${CALLBACK_PATH}`,
    scope: SCOPES,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  };
  // Google's account chooser shows only the school's accounts; the `hd` claim is checked on the way back.
  if (config.preset === "google" && config.domains.length === 1) parameters.hd = config.domains[0]!;
  return { url: client.buildAuthorizationUrl(server, parameters).href, state };
}

/** The attempt behind a callback's state, deleted as it is read: a second callback with it finds none. */
async function takeAttempt(db: Db, state: string, now: Date) {
  const [attempt] = await db
    .delete(schoolSignInAttempts)
    .where(eq(schoolSignInAttempts.stateHash, hashToken(state)))
    .returning();
  if (!attempt || attempt.expiresAt.getTime() <= now.getTime()) throw new Invalid(ATTEMPT_GONE);
  return attempt;
}

/** The person in the ID token, if the school may sign them in here: a verified address of an allowed
 * domain, and with Google, the Workspace domain (`hd`) among them too. Exported for its tests. */
export function personFrom(config: SchoolSignInConfig, claims: client.IDToken): SchoolPerson {
  const email = typeof claims.email === "string" ? claims.email.trim() : "";
  // Entra ID sends no email_verified; its optional claim xms_edov says the domain's owner verified it.
  const verified =
    claims.email_verified === true || (config.preset === "microsoft" && claims.xms_edov === true);
  if (!email || !verified) throw new Forbidden(UNVERIFIED_EMAIL, { code: "unverified" });
  const domain = email.split("@").pop()!.toLowerCase();
  const hd = typeof claims.hd === "string" ? claims.hd.toLowerCase() : "";
  if (!config.domains.includes(domain) || (config.preset === "google" && !config.domains.includes(hd)))
    throw new Forbidden(WRONG_DOMAIN(email), { code: "domain" });
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    name: typeof claims.name === "string" && claims.name.trim() ? claims.name.trim().slice(0, 100) : null,
    multiFactor: amrShowsMultiFactor(claims.amr),
  };
}

export type SchoolAttempt = typeof schoolSignInAttempts.$inferSelect;

/**
 * The attempt a callback answers: used up first (a replayed state finds nothing), then the state must be
 * this browser's (`cookieState`: a callback address made in another browser is refused).
 */
export async function takeSchoolAttempt(
  db: Db,
  { search, cookieState }: { search: string; cookieState?: string | null },
  now = new Date(),
): Promise<SchoolAttempt> {
  const state = new URLSearchParams(search).get("state");
  if (!state) throw new Invalid(ATTEMPT_GONE);
  const attempt = await takeAttempt(db, state, now);
  if (cookieState !== state) throw new Invalid(ATTEMPT_GONE);
  return attempt;
}

/**
 * The person the provider's answer names, for an attempt taken by takeSchoolAttempt: the code is
 * exchanged with the PKCE verifier and the ID token checked (signature, issuer, audience, expiry, nonce)
 * by openid-client. An error answer from the provider (a cancelled sign-in, a session it will not
 * continue) is refused with a clear message.
 */
export async function schoolPersonAt(
  db: Db,
  attempt: SchoolAttempt,
  { publicUrl, search }: { publicUrl: string; search: string },
  now = new Date(),
): Promise<SchoolPerson> {
  const config = await configured(db);
  const currentUrl = new URL(`${publicUrl}${CALLBACK_PATH}${search}`);
  if (currentUrl.searchParams.has("error")) throw new Unauthorized(PROVIDER_ERROR, { code: "provider" });
  const server = await serverFor(config, now.getTime());
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(server, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: currentUrl.searchParams.get("state")!,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    if (error instanceof client.AuthorizationResponseError) throw new Unauthorized(PROVIDER_ERROR);
    throw new Unauthorized(SIGN_IN_FAILED);
  }
  if (!claims) throw new Unauthorized(SIGN_IN_FAILED);
  return personFrom(config, claims);
}

/** The provider's answer at the callback, both steps: the attempt (with what it was for) and the person. */
export async function finishSchoolSignIn(
  db: Db,
  input: { publicUrl: string; search: string; cookieState?: string | null },
  now = new Date(),
): Promise<{ person: SchoolPerson; attempt: SchoolAttempt }> {
  const attempt = await takeSchoolAttempt(db, input, now);
  return { person: await schoolPersonAt(db, attempt, input, now), attempt };
}
