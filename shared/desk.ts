/**
 * The desk (issue 38): pitches, assignments on the story budget, and the notifications that tell
 * people what concerns them. The lists here are the database's checks and the portal's choices.
 */

/** What a story needs made: a pitch asks for these, an assignment's people make them. */
export const PITCH_MEDIA = ["text", "photos", "video", "graphic", "audio"] as const;
export type PitchMedium = (typeof PITCH_MEDIA)[number];
export const PITCH_MEDIA_LABELS: Record<PitchMedium, string> = {
  text: "Text",
  photos: "Photos",
  video: "Video",
  graphic: "Graphic",
  audio: "Audio",
};

/** open: waiting for an editor; more: the editor asked for more (the pitcher edits and it is open
 * again); accepted: it became an assignment; declined: with the editor's note. */
export const PITCH_STATUSES = ["open", "more", "accepted", "declined"] as const;
export type PitchStatus = (typeof PITCH_STATUSES)[number];
export const PITCH_STATUS_LABELS: Record<PitchStatus, string> = {
  open: "Waiting for an editor",
  more: "More asked",
  accepted: "Accepted",
  declined: "Declined",
};

/** An assignment's course. Its draft drives it once there is one: submitting moves it to review,
 * publishing to published; 'ready' is an editor's (scheduled, or set by hand); 'spiked' keeps it. */
export const ASSIGNMENT_STATUSES = [
  "assigned",
  "drafting",
  "review",
  "ready",
  "published",
  "spiked",
] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  assigned: "Assigned",
  drafting: "Drafting",
  review: "In review",
  ready: "Ready",
  published: "Published",
  spiked: "Spiked",
};

/** Who does what on an assignment. */
export const ASSIGNMENT_ROLES = ["writer", "photographer", "videographer", "designer", "editor"] as const;
export type AssignmentRole = (typeof ASSIGNMENT_ROLES)[number];
export const ASSIGNMENT_ROLE_LABELS: Record<AssignmentRole, string> = {
  writer: "Writer",
  photographer: "Photographer",
  videographer: "Videographer",
  designer: "Designer",
  editor: "Editor",
};

/** Every kind of notification, each delivered once into a person's inbox and, by their choice, by mail. */
export const NOTIFICATION_KINDS = [
  "assigned",
  "due-soon",
  "overdue",
  "submitted",
  "returned",
  "scheduled",
  "published",
  "note",
  "pitch-answered",
  "invited",
  "rollover-due",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds each person chooses how to get: all but 'invited', whose mail is the invitation itself,
 * sent before the person has any choice to make. */
export const CHOSEN_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is Exclude<NotificationKind, "invited"> => kind !== "invited",
);
export type ChosenKind = (typeof CHOSEN_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  assigned: "Assigned to you",
  "due-soon": "Due in 24 hours",
  overdue: "Overdue",
  submitted: "A piece submitted for review",
  returned: "Returned to you",
  scheduled: "Your piece scheduled",
  published: "Your piece published",
  note: "A note on your draft",
  "pitch-answered": "Your pitch answered",
  invited: "Invited",
  "rollover-due": "The school year's rollover due (admins)",
};

/** How a person wants each kind: a mail at once, in the daily digest, or in the portal only. */
export const NOTIFICATION_DELIVERIES = ["mail", "digest", "portal"] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];
export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  mail: "Mail at once",
  digest: "Daily digest",
  portal: "Portal only",
};
export const DEFAULT_DELIVERY: NotificationDelivery = "mail";

/** A notification's mail: none (portal only), queued (a job will send it), digest (waits for the
 * day's digest), sending (marked before the SMTP server is asked: a crash now sends it again),
 * handed (marked just before its end of data), sent, uncertain (a crash between handed and sent:
 * never sent again by itself; an admin decides, as for the newsletter). Decision 0065. */
export const NOTIFICATION_MAIL_STATES = [
  "none",
  "queued",
  "digest",
  "sending",
  "handed",
  "sent",
  "uncertain",
] as const;
export type NotificationMailState = (typeof NOTIFICATION_MAIL_STATES)[number];

/** Who gives the final approval before a piece is published (issue 38, a setting): any editor (the
 * default), the editor-in-chief chosen in Settings, or an editor and then the adviser. */
export const FINAL_APPROVALS = ["editor", "chief", "adviser"] as const;
export type FinalApproval = (typeof FINAL_APPROVALS)[number];
export const FINAL_APPROVAL_LABELS: Record<FinalApproval, string> = {
  editor: "Any editor",
  chief: "The editor-in-chief",
  adviser: "An editor, and then the adviser",
};

/** In which capacity an approval was given. */
export const APPROVER_ROLES = ["editor", "adviser"] as const;
export type ApproverRole = (typeof APPROVER_ROLES)[number];
