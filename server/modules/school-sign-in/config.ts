import * as client from "openid-client";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";
import { auditSettings } from "../settings/audit-settings.ts";
import { readSettings, setSetting } from "../settings/store.ts";
import { validate } from "../validate.ts";
import { schoolSignInInput, type SchoolSignInPreset } from "#shared/schemas/school-sign-in.ts";

/** site_settings key of the school's sign-in (decision 0066); the secret is kept beside it, never read
 * back to a page. */
export const SCHOOL_SIGN_IN_KEY = "school_sign_in";
const SECRET_KEY = "school_sign_in_secret";

export type SchoolSignInConfig = {
  preset: SchoolSignInPreset;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case e-mail domains whose people may get in. */
  domains: string[];
  /** What a new person from an allowed domain gets: an admin's approval first, or a contributor account. */
  newPeople: "approval" | "contributor";
  /** Whether staff may still sign in with a password (the last admin always may: decision 0066). */
  passwordSignIn: boolean;
  /** Whether readers of the public site may sign in with it too (off unless an admin turns it on). */
  readers: boolean;
  /** Set by environment variables: Settings shows it and cannot change it. */
  fromEnvironment: boolean;
};

/** What Settings shows: everything but the secret, which is only said to be set. */
export type SchoolSignInView = Omit<SchoolSignInConfig, "clientSecret"> & { secretSet: boolean };

export const NOT_REACHABLE = (issuer: string) =>
  `The school's sign-in could not be reached at ${issuer}: check the issuer address. Nothing was saved.`;
export const WRONG_DISCOVERY = (issuer: string) =>
  `${issuer} did not answer as an OpenID Connect provider (its /.well-known/openid-configuration is missing or names another issuer). Nothing was saved.`;
export const FROM_ENVIRONMENT =
  "The school's sign-in is set by the server's environment (OIDC_ISSUER …); change it there.";

/** Issuers on this machine may use http (tests, a provider run locally); every other issuer https. */
export function isLocalIssuer(issuer: string): boolean {
  const host = new URL(issuer).hostname;
  return host === "127.0.0.1" || host === "localhost" || host === "[::1]";
}

export function issuerFor(preset: SchoolSignInPreset, issuer: string, tenant?: string): string {
  if (preset === "google") return "https://accounts.google.com";
  if (preset === "microsoft") return `https://login.microsoftonline.com/${tenant}/v2.0`;
  return issuer;
}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(/[\s,]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);

/** The configuration set by environment variables (docs/operations.md), or null when OIDC_ISSUER is unset. */
export function schoolSignInFromEnv(env: NodeJS.ProcessEnv = process.env): SchoolSignInConfig | null {
  if (!env.OIDC_ISSUER) return null;
  const preset = (["google", "microsoft"] as const).find((p) => p === env.OIDC_PRESET) ?? "other";
  return {
    preset,
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID ?? "",
    clientSecret: env.OIDC_CLIENT_SECRET ?? "",
    domains: list(env.OIDC_ALLOWED_DOMAINS),
    newPeople: env.OIDC_NEW_PEOPLE === "contributor" ? "contributor" : "approval",
    passwordSignIn: env.OIDC_PASSWORD_SIGN_IN !== "false",
    readers: env.OIDC_READERS === "true",
    fromEnvironment: true,
  };
}

/** The school's sign-in as configured, or null while it is not. */
export async function schoolSignInConfig(db: Db): Promise<SchoolSignInConfig | null> {
  const fromEnv = schoolSignInFromEnv();
  if (fromEnv) return fromEnv;
  const stored = await readSettings(db, [SCHOOL_SIGN_IN_KEY, SECRET_KEY]);
  const value = stored.get(SCHOOL_SIGN_IN_KEY) as Omit<SchoolSignInConfig, "clientSecret"> | undefined;
  if (!value) return null;
  return {
    ...value,
    readers: value.readers ?? false,
    clientSecret: String(stored.get(SECRET_KEY) ?? ""),
    fromEnvironment: false,
  };
}

export async function schoolSignInView(db: Db): Promise<SchoolSignInView | null> {
  const config = await schoolSignInConfig(db);
  if (!config) return null;
  const { clientSecret, ...view } = config;
  return { ...view, secretSet: clientSecret.length > 0 };
}

/** The provider's discovery document, checked: its issuer must be the one configured. */
export async function discover(config: Pick<SchoolSignInConfig, "issuer" | "clientId" | "clientSecret">) {
  const local = isLocalIssuer(config.issuer);
  try {
    return await client.discovery(
      new URL(config.issuer),
      config.clientId,
      config.clientSecret,
      undefined,
      local ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code;
    if (
      code === "OAUTH_RESPONSE_IS_NOT_CONFORM" ||
      code === "OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED" ||
      code === "OAUTH_INVALID_RESPONSE" ||
      code === "OAUTH_RESPONSE_IS_NOT_JSON"
    )
      throw new Invalid(WRONG_DISCOVERY(config.issuer), { issuer: WRONG_DISCOVERY(config.issuer) });
    throw new Invalid(NOT_REACHABLE(config.issuer), { issuer: NOT_REACHABLE(config.issuer) });
  }
}

/**
 * Saves the school's sign-in (admins: capability `settings`) after its discovery document answers for
 * the issuer; an empty secret keeps the one saved. Recorded in the audit log without the secret.
 */
export async function saveSchoolSignIn(
  db: Db,
  actor: SessionUser | null | undefined,
  input: Record<string, unknown>,
): Promise<SchoolSignInView> {
  assertCan(actor, "settings");
  const before = await schoolSignInConfig(db);
  if (before?.fromEnvironment) throw new Invalid(FROM_ENVIRONMENT);
  const parsed = validate(schoolSignInInput, input);
  const issuer = issuerFor(parsed.preset, parsed.issuer, parsed.tenant);
  const clientSecret = parsed.clientSecret || before?.clientSecret || "";
  if (!clientSecret)
    throw new Invalid("Enter the client secret.", { clientSecret: "Enter the client secret." });
  if (!isLocalIssuer(issuer) && !issuer.startsWith("https://"))
    throw new Invalid("The issuer must be an https address.", {
      issuer: "The issuer must be an https address.",
    });
  await discover({ issuer, clientId: parsed.clientId, clientSecret });
  const value = {
    preset: parsed.preset,
    issuer,
    clientId: parsed.clientId,
    domains: parsed.domains,
    newPeople: parsed.newPeople,
    passwordSignIn: before?.passwordSignIn ?? true,
    readers: before?.readers ?? false,
  };
  await db.transaction(async (tx) => {
    await setSetting(tx, SCHOOL_SIGN_IN_KEY, value);
    await setSetting(tx, SECRET_KEY, clientSecret);
    await auditSettings(tx, actor, [
      { label: "School sign-in issuer", from: before?.issuer, to: issuer, shown: true },
      { label: "School sign-in client id", from: before?.clientId, to: value.clientId, shown: true },
      { label: "School sign-in client secret", from: before?.clientSecret, to: clientSecret },
      { label: "School sign-in domains", from: before?.domains, to: value.domains, shown: true },
      { label: "New people from the school", from: before?.newPeople, to: value.newPeople, shown: true },
    ]);
  });
  return { ...value, fromEnvironment: false, secretSet: true };
}

/** Turns one of the school sign-in's switches (staff passwords, readers) on or off, with its audit entry;
 * the caller has checked the actor and the rule of that switch. */
export async function setSchoolSwitch(
  db: Db,
  actor: SessionUser,
  config: SchoolSignInConfig,
  change: { key: "passwordSignIn" | "readers"; to: boolean; label: string },
): Promise<void> {
  const { clientSecret: _secret, fromEnvironment: _env, ...stored } = config;
  await db.transaction(async (tx) => {
    await setSetting(tx, SCHOOL_SIGN_IN_KEY, { ...stored, [change.key]: change.to });
    await auditSettings(tx, actor, [
      { label: change.label, from: config[change.key], to: change.to, shown: true },
    ]);
  });
}

/** The school's sign-in button's label, after the provider. */
export function schoolSignInLabel(preset: SchoolSignInPreset): string {
  return preset === "google"
    ? "Sign in with Google"
    : preset === "microsoft"
      ? "Sign in with Microsoft"
      : "Sign in with your school account";
}

/** What the staff sign-in page offers: the school's sign-in button's label, or null while none is set
 * up; and whether staff may still use a password there. */
export async function schoolSignInButton(db: Db): Promise<{ label: string; passwords: boolean } | null> {
  const config = await schoolSignInConfig(db);
  if (!config) return null;
  return { label: schoolSignInLabel(config.preset), passwords: config.passwordSignIn };
}

/** What an invitation's page offers (decision 0066): the staff sign-in page's button, and whether the
 * school's sign-in accepts the invited address (its domain is one of the school's): else the button
 * would only lead to a refusal. */
export async function invitationSchoolButton(
  db: Db,
  email: string,
): Promise<{ label: string; passwords: boolean; accepts: boolean } | null> {
  const config = await schoolSignInConfig(db);
  if (!config) return null;
  const domain = email.split("@").pop()?.toLowerCase() ?? "";
  return {
    label: schoolSignInLabel(config.preset),
    passwords: config.passwordSignIn,
    accepts: config.domains.includes(domain),
  };
}

/** The label of the public sign-in dialog's school button, or null while readers are not offered it. */
export async function readerSchoolSignInLabel(db: Db): Promise<string | null> {
  const config = await schoolSignInConfig(db);
  return config?.readers ? schoolSignInLabel(config.preset) : null;
}
