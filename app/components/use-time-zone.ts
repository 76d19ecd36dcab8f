import { createContext, useContext } from "react";

const TimeZone = createContext<string | undefined>(undefined);

/** Gives the components below it the publication's time zone: the root to every page, and an island
 * that prints dates to its own tree, from its props, since it runs without the root (decision 0063). */
export const TimeZoneProvider = TimeZone.Provider;

/** The publication's time zone, so that server and browser print the same calendar day. */
export function useTimeZone(): string {
  return useContext(TimeZone) ?? "Asia/Kolkata";
}
