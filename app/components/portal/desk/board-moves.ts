import { ASSIGNMENT_STATUS_LABELS, type AssignmentStatus } from "#shared/desk.ts";

/**
 * The board's rules for moving a card (issue 38), with no React or DOM: the buttons and the drag and
 * drop both ask here, and the server (server/modules/desk/assignments.ts moveAssignment) decides again.
 * A card without a draft moves to the column before or after its own; a card with a draft follows it,
 * and an editor may only mark it ready.
 */

export const BOARD_COLUMNS = ["assigned", "drafting", "review", "ready", "published"] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

type Card = { status: AssignmentStatus; articleId: string | null };

export function mayDrop(card: Card, to: BoardColumn): boolean {
  if (card.status === "spiked" || card.status === to) return false;
  return card.articleId ? to === "ready" : true;
}

/** The buttons a card shows: 'Move to Drafting', and so on. */
export function movesFor(card: Card): { to: BoardColumn; label: string }[] {
  const at = BOARD_COLUMNS.indexOf(card.status as BoardColumn);
  const near = card.articleId ? (["ready"] as const) : [BOARD_COLUMNS[at - 1], BOARD_COLUMNS[at + 1]];
  return near
    .filter((to): to is BoardColumn => to !== undefined && mayDrop(card, to))
    .map((to) => ({ to, label: `Move to ${ASSIGNMENT_STATUS_LABELS[to]}` }));
}
