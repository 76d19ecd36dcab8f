import { PHOTO_ESSAY_LABEL } from "#shared/gallery.ts";

/** A photo essay's mark on a card (decision 0072): a camera and the words, for every reader. */
export function PhotoEssayMark() {
  return (
    <span className="ml-2 inline-flex items-center gap-1 text-ink normal-case tracking-normal">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        width="14"
        height="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path d="M3 6.5h3l1.5-2h5l1.5 2h3v9H3z" strokeLinejoin="round" />
        <circle cx="10" cy="11" r="3" />
      </svg>
      {PHOTO_ESSAY_LABEL}
    </span>
  );
}
