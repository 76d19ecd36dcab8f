import { z } from "#shared/zod.ts";

export const SCHOOL_SIGN_IN_PRESETS = ["google", "microsoft", "other"] as const;
export type SchoolSignInPreset = (typeof SCHOOL_SIGN_IN_PRESETS)[number];

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Settings → School sign-in (decision 0066). The issuer is asked only for 'other'; the tenant only for
 * Microsoft; an empty secret keeps the one saved. */
export const schoolSignInInput = z
  .object({
    preset: z.enum(SCHOOL_SIGN_IN_PRESETS, { message: "Choose the school's accounts" }),
    issuer: z.string().trim().max(500).default(""),
    tenant: z.string().trim().max(100).default(""),
    clientId: z.string({ message: "Enter the client id" }).trim().min(1, "Enter the client id").max(500),
    clientSecret: z.string().max(1000).default(""),
    domains: z
      .string({ message: "Enter at least one e-mail domain" })
      .transform((v) =>
        v
          .split(/[\s,]+/)
          .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
          .filter(Boolean),
      )
      .refine((list) => list.length > 0, "Enter at least one e-mail domain, such as school.org")
      .refine((list) => list.every((d) => DOMAIN.test(d)), "Enter e-mail domains such as school.org"),
    newPeople: z.enum(["approval", "contributor"]).default("approval"),
  })
  .superRefine((v, ctx) => {
    if (v.preset === "other" && !URL.canParse(v.issuer))
      ctx.addIssue({
        code: "custom",
        path: ["issuer"],
        message: "Enter the issuer's address, such as https://login.school.org",
      });
    if (v.preset === "microsoft" && !/^[A-Za-z0-9.-]{1,100}$/.test(v.tenant))
      ctx.addIssue({
        code: "custom",
        path: ["tenant"],
        message: "Enter the tenant id or domain (from Entra ID's overview)",
      });
  });
