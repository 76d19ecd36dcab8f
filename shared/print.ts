import type { Highlighted } from "./search.ts";

/**
 * Print editions (issue 43, decision 0079): their limits, how a reader sees their numbers, and the texts
 * the portal and the server both say.
 */

export const EDITION_TITLE_MAX = 200;
/** At most this many pieces in one edition's table of contents. */
export const EDITION_PIECES_MAX = 200;

export const EDITION_STATUSES = ["draft", "scheduled", "published"] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];

/** 'Vol. 12, No. 4' */
export const editionLabel = (volume: number, number: number) => `Vol. ${volume}, No. ${number}`;
/** 'In print: Vol. 12, No. 4, page 3' */
export const inPrintLine = (volume: number, number: number, page: number) =>
  `In print: ${editionLabel(volume, number)}, page ${page}`;
/** An edition's cover as a reader's screen reader, the newsletter and the media library describe it. */
export const frontPageAlt = (title: string) => `Front page of ${title}`;
export const editionPath = (volume: number, number: number) => `/print/${volume}/${number}`;

export const PRINT_TEXTS = {
  notFound: "That edition is not there any more.",
  revisionGone: "That version of the edition is not there any more.",
  taken: (volume: number, number: number) =>
    `There is already an edition ${editionLabel(volume, number)}. Check the number, or open that edition to change it.`,
  noPdf: "Upload the edition's PDF first.",
  pdfMissing: "That PDF is not there any more: upload it again.",
  coverMissing: "That cover image is not in the library: upload it again.",
  pieceMissing: "One of the pieces is not there any more: choose it again.",
  pieceTwice: "A piece is listed twice: keep it once, at the page where it starts.",
  pageOutOfRange: (page: number, pages: number) =>
    `Page ${page} is past the end of the PDF, which has ${pages} ${pages === 1 ? "page" : "pages"}.`,
  tooManyPieces: `An edition lists at most ${EDITION_PIECES_MAX} pieces.`,
  scheduleInPast: "Choose a time in the future to schedule the edition, or publish it now.",
  noCover:
    "This server cannot make covers from PDFs (it has no poppler-utils): upload a cover image for the edition.",
} as const;

/** Where an import from the portal stands (decision 0079). */
export const PRINT_IMPORT_STATES = ["uploading", "importing", "done", "failed"] as const;
export type PrintImportState = (typeof PRINT_IMPORT_STATES)[number];
/** At most this many files in one import from the portal. */
export const PRINT_IMPORT_FILES_MAX = 200;

/** What an import of past editions did, file by file (the command prints it; the portal shows it). */
export type PrintImportReport = {
  made: { file: string; label: string; published: boolean }[];
  /** An edition of that volume and number is already there (an earlier run, or an editor's). */
  skipped: { file: string; label: string }[];
  unmatched: string[];
  refused: { file: string; reason: string }[];
};

/** A page of an edition that holds the searched words: the edition, the page, and the words around. */
export type EditionHit = {
  label: string;
  title: Highlighted;
  page: number;
  href: string;
  /** The PDF opened at the page (browsers' viewers read `#page=`). */
  pdfHref: string;
  snippet: Highlighted;
};

export type EditionSearch = { available: false } | { available: true; hits: EditionHit[] };

/** The desk's and the newsletter's choice of an edition, when it is not one of the list's. */
export const CHOOSE_EDITION = "Please choose a print edition from the list";
