import type { AssignmentRole, AssignmentStatus } from "#shared/desk.ts";

/** What the home screen's parts show, as the route's loader gives them (server/modules/desk/home*.ts
 * makes them; the route checks the two agree). Dates arrive as dates, or as their strings. */
type When = Date | string;
type Kind = "article" | "opinion" | "creative";

export type Bounded<T> = { rows: T[]; more: boolean };

export type OwnPiece = { kind: Kind; id: string; title: string; at: When; reviewNote: string | null };

export type WriterData = {
  assignments: Bounded<{
    id: string;
    headline: string;
    status: AssignmentStatus;
    roles: AssignmentRole[];
    draftDue: When | null;
    overdue: boolean;
  }>;
  returned: Bounded<OwnPiece>;
  inReview: Bounded<OwnPiece>;
  drafts: Bounded<OwnPiece>;
  published: Bounded<OwnPiece & { views: number }>;
};

export type DeskPiece = { kind: Kind; id: string; title: string; author: string; at: When };

export type DeskData = {
  waiting: Bounded<DeskPiece> & { count: number };
  due: Bounded<{ id: string; headline: string; draftDue: When; overdue: boolean; people: string }> & {
    count: number;
    overdue: number;
  };
  scheduled: Bounded<DeskPiece>;
  comments?: {
    held: number;
    reported: number;
    rows: { id: string; author: string; content: string; articleTitle: string }[];
  };
  mostRead?: { id: string; kind: Kind; title: string; views: number }[];
};

export type AdminData = {
  failed?: Bounded<{ key: string; what: string; reason: string; gaveUp: boolean }>;
  uncertain?: number;
  backup?: { ok: true; at: When; size: string } | { ok: false; at: When; error: string } | null;
  invitations?: Bounded<{ id: string; name: string; email: string; role: string; expired: boolean }>;
};
