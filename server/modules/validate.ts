import type { z } from "#shared/zod.ts";
import { Invalid } from "./errors.ts";

/** Parses with a zod schema; the first problem becomes the Invalid error's message, each field's first
 * problem its entry in `fields`, and `title` the toast title when the caller has one. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, title?: string): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  throw new Invalid(parsed.error.issues[0]!.message, fields, title);
}

/** A posted field as it came (an object's property, or nothing). */
export function formValue(input: unknown, name: string): unknown {
  return typeof input === "object" && input !== null && Object.hasOwn(input, name)
    ? Reflect.get(input, name)
    : undefined;
}

/** One field of a posted form as text ("" when absent or not text), for checks that run before the
 * schema, such as SPEC.md's required-fields toasts. */
export function formText(input: unknown, name: string): string {
  const value = formValue(input, name);
  return typeof value === "string" ? value : "";
}

/** The error for empty required fields: one message, the toast title, and each missing field marked. */
export function missingFields(names: readonly string[], toast: { title: string; message: string }): Invalid {
  return new Invalid(toast.message, Object.fromEntries(names.map((n) => [n, toast.message])), toast.title);
}
