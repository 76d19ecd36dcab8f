/**
 * Every table, in one place for the database client (`drizzle(…, { schema })`) and for drizzle-kit
 * (drizzle.config.ts), which writes the migrations from these exports. Each table is defined beside
 * the others of its area in server/db/schema/.
 */
export { sessions, totpFactors, users, verificationTokens } from "./schema/accounts.ts";
export { articles, creativePieces, type PieceFields } from "./schema/content.ts";
export { articleCounts, creativeCounts, rowCounts } from "./schema/counts.ts";
export { commentBans, commentReports, comments, likes } from "./schema/engagement.ts";
export { corrections, editorPresence, previewLinks, revisions } from "./schema/history.ts";
export { demoRows } from "./schema/demo.ts";
export { jobs } from "./schema/jobs.ts";
export { staticPages } from "./schema/pages.ts";
export {
  media,
  mediaFiles,
  mediaUploads,
  mediaUses,
  mediaFileUses,
  type MediaFileKind,
  type MediaVariant,
} from "./schema/media.ts";
export { newsletterDeliveries, newsletterIssues, type IssueStory } from "./schema/newsletter.ts";
export { breakingNews, newsletterSubscriptions, rateLimits, siteSettings } from "./schema/site.ts";
export { pieceViews } from "./schema/readership.ts";
export { auditEvents, people, pieceAuthors, recoveryCodes, staffInvitations } from "./schema/team.ts";
export { rollovers, staffTerms, type RolloverUndo } from "./schema/school-year.ts";
export { importedItems, oldPaths, siteImports } from "./schema/moving-in.ts";
export { redirects } from "./schema/redirects.ts";
export { podcastShows } from "./schema/podcasts.ts";
export { sportGames, sportPieceTags, sportStandings, sportTeams } from "./schema/sports.ts";
export { pollChoices, polls, pollVotes } from "./schema/polls.ts";
export {
  printEditionPieces,
  printEditionRevisions,
  printEditions,
  printImportFiles,
  printImports,
  printPages,
} from "./schema/print.ts";
export { liveBlogs, liveEntries, type EntryState } from "./schema/live.ts";
export {
  assignmentPeople,
  assignments,
  draftNotes,
  pieceApprovals,
  notificationPreferences,
  notifications,
  pitches,
} from "./schema/desk.ts";
export {
  schoolSignInAttempts,
  schoolSignInLinkOffers,
  schoolSignInLinks,
  schoolSignInRequests,
} from "./schema/school-sign-in.ts";
