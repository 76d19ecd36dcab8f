import type { PublishKind } from "./publish-texts.ts";

/** Where a published piece goes: an article's to the home page, a creative piece's to the creative
 * page, and both to the next newsletter's stories (server/modules/newsletter/stories.ts). */
const WHERE = {
  article: "the home page and the newsletter queue",
  opinion: "the home page and the newsletter queue",
  creative: "the creative page and the newsletter queue",
  page: "the site",
} as const satisfies Record<PublishKind, string>;

/** The question Publish and Schedule ask once (issue 36), saying what will happen: now, or when (in the
 * publication's zone), and where the piece goes. */
export function publishQuestion(
  kind: PublishKind,
  schedule?: { when: string; timeZone: string },
): { message: string; confirmLabel: string } {
  if (!schedule) return { message: `Publish now to ${WHERE[kind]}?`, confirmLabel: "Publish now" };
  return {
    message: `Publish on ${schedule.when} (${schedule.timeZone} time) to ${WHERE[kind]}?`,
    confirmLabel: "Schedule",
  };
}
