import { useRootData } from "~/lib/root-data.ts";

/** The publication's time zone, so that server and browser print the same calendar day. */
export function useTimeZone(): string {
  return useRootData()?.timeZone ?? "Asia/Kolkata";
}
