import { authorHref, type BylinePerson } from "#shared/people.ts";

/** A byline's names, each a plain link to the person's page ('A, B and C'; decision 0042): no client
 * code. A piece without people (none yet) shows its byline text. `className` styles each link; in a
 * card whose title link covers it, the links sit above that cover. */
export function BylineNames({
  author,
  bylines,
  className = "",
}: {
  author: string;
  bylines?: readonly BylinePerson[] | null;
  className?: string;
}) {
  if (!bylines?.length) return <>{author}</>;
  return (
    <>
      {bylines.map((person, i) => (
        <span key={person.slug}>
          {i > 0 && (i === bylines.length - 1 ? " and " : ", ")}
          <a href={authorHref(person.slug)} className={`hover:underline ${className}`}>
            {person.name}
          </a>
        </span>
      ))}
    </>
  );
}
