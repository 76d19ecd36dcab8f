import type { z } from "zod";
import { Invalid } from "./errors.ts";

/** Parses with a zod schema; the first problem becomes the Invalid error's message. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  throw new Invalid(parsed.error.issues[0]!.message, fields);
}
