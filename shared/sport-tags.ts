import { formatter } from "./dates.ts";
import { isUuid } from "./schemas/fields.ts";

/**
 * What a story is about on the sports desk (issue 42, decision 0078), chosen in the editor's Sports
 * panel: a team (a season preview), or one of its games (a preview, a recap), the game's recap when
 * `recap`. A piece field like the byline's people: its revisions, pending edits and restores hold it.
 * `label` is the server's name for it, so a version reads without the desk ('Varsity Girls Basketball
 * vs Central High, Fri, Nov 6').
 */
export type SportTag = { teamId: string; gameId: string | null; recap: boolean; label: string };

/** The most teams and games one story is tagged with. */
export const SPORT_TAGS_MAX = 12;

export const SPORT_TAG_TEXTS = {
  unreadable: "The sports tags could not be read. Please choose them again.",
  tooMany: `A story can be tagged with at most ${SPORT_TAGS_MAX} teams and games.`,
  gone: "One of the teams or games is no longer on the sports desk. Please remove it.",
} as const;

export function isSportTag(value: unknown): value is SportTag {
  if (typeof value !== "object" || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    isUuid(t.teamId) &&
    (t.gameId === null || isUuid(t.gameId)) &&
    typeof t.recap === "boolean" &&
    typeof t.label === "string"
  );
}

/** The tags of a piece's JSON (a revision's, a pending copy's, the backstop's): the well-formed ones. */
export const sportTagsIn = (raw: unknown): SportTag[] => (Array.isArray(raw) ? raw.filter(isSportTag) : []);

/** Whether two tags name the same team or game. */
export const sameSportTag = (
  a: Pick<SportTag, "teamId" | "gameId">,
  b: Pick<SportTag, "teamId" | "gameId">,
) => a.teamId === b.teamId && a.gameId === b.gameId;

/** 'Fri, Nov 6', the day of a game on the calendar it was entered in. */
export const gameDay = (g: { startsAt: Date | string; timeZone: string }) =>
  formatter("en-US", g.timeZone, { weekday: "short", month: "short", day: "numeric" }).format(
    new Date(g.startsAt),
  );

/** 'vs Central High, Fri, Nov 6': a game among its team's. */
export const gameChoiceLabel = (g: {
  home: boolean;
  opponent: string;
  startsAt: Date | string;
  timeZone: string;
}) => `${g.home ? "vs" : "at"} ${g.opponent}, ${gameDay(g)}`;

/** A tag's label: the team's name, and the game's opponent and day when it names a game. */
export const sportTagLabel = (
  teamName: string,
  game: Parameters<typeof gameChoiceLabel>[0] | null,
): string => (game ? `${teamName} ${gameChoiceLabel(game)}` : teamName);
