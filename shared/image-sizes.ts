/**
 * How wide the pages show pictures, for `sizes` (decision 0020). Loaders give each picture its own, so
 * that this table stays out of the article page's JavaScript; only the creative piece's dialog, which
 * shows a card's picture wider, reads one in the browser.
 * - article: the article column (max-w-3xl less its padding), its lead picture and its body's photos;
 * - creative: a creative piece's dialog (48rem less its padding);
 * - lead: the home page's lead story, two of three columns of the 80rem page;
 * - card: a card in a grid, one of three columns (two on tablets), or less.
 */
export const IMAGE_SIZES = {
  article: "(min-width: 48rem) 736px, calc(100vw - 2rem)",
  creative: "(min-width: 50rem) 704px, calc(100vw - 4rem)",
  lead: "(min-width: 64rem) 822px, 100vw",
  card: "(min-width: 64rem) 395px, (min-width: 40rem) 50vw, 100vw",
} as const;
