import type { PortalAnswer } from "#shared/answer.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { formatWhen } from "~/lib/when.ts";

/** What the Preview links, Corrections and Takedown panels share (issue 25). */

export type PieceKind = "article" | "opinion" | "creative";

/** '28 Nov 2026, 14:05' in the publication's zone. */
export function useWhen() {
  const timeZone = useTimeZone();
  return (value: Date | string) => formatWhen(value, timeZone);
}

/** A panel's last answer in words, beside the toast, for whoever missed the toast. */
export function AnswerNote({ answer }: { answer: PortalAnswer | undefined }) {
  return (
    <p
      role="status"
      className={`mt-3 min-h-5 text-sm ${answer?.ok === false ? "text-accent-dark" : "text-muted"}`}
    >
      {answer ? [answer.toast.title, answer.toast.description].filter(Boolean).join(": ") : ""}
    </p>
  );
}

/** The field error of a refused answer. */
export const fieldError = (answer: PortalAnswer | undefined, name: string) =>
  answer?.ok === false ? answer.fields?.[name] : undefined;
