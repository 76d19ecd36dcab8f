import type { ImageCredit } from "#shared/media.ts";
import { authorHref } from "#shared/people.ts";

/** 'Photo: <name>' beneath a picture (decision 0071): a person's name links to their author page, a
 * free-text credit is shown as written. Plain server-rendered HTML, no script. */
export function PhotoCredit({
  credit,
  className,
}: {
  credit: ImageCredit | null | undefined;
  className?: string;
}) {
  if (!credit) return null;
  return (
    <span className={className}>
      Photo:{" "}
      {credit.slug ? (
        <a href={authorHref(credit.slug)} className="underline underline-offset-2 hover:text-ink">
          {credit.name}
        </a>
      ) : (
        credit.name
      )}
    </span>
  );
}
