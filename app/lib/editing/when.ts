/** 'Nov 28, 2026, 10:15 PM' in the publication's time zone: when a revision or a kept change was made. */
export function formatWhen(value: Date | string | number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(value));
}
