/** The `amr` values (RFC 8176) that are a second factor by themselves, or with another value. */
const MULTI = new Set(["mfa"]);
const FACTORS = new Set([
  "otp",
  "hwk",
  "swk",
  "sms",
  "tel",
  "fpt",
  "face",
  "iris",
  "retina",
  "vbm",
  "pin",
  "sc",
]);

/**
 * Whether the provider's `amr` claim shows that the person signed in with more than one factor: "mfa", or
 * a second factor ("otp", "hwk", "swk", …) beside another method such as "pwd" (decision 0066).
 */
export function amrShowsMultiFactor(amr: unknown): boolean {
  if (!Array.isArray(amr)) return false;
  const values = amr.filter((v): v is string => typeof v === "string");
  if (values.some((v) => MULTI.has(v))) return true;
  return values.some((v) => FACTORS.has(v)) && new Set(values).size >= 2;
}
