import { Link } from "react-router";
import { editionPath, inPrintLine } from "#shared/print.ts";

/** 'In print: Vol. 12, No. 4, page 3' under a web piece that appeared in print (decision 0079), each
 * linking to its edition's page. */
export function InPrint({ editions }: { editions: { volume: number; number: number; page: number }[] }) {
  if (editions.length === 0) return null;
  return (
    <ul className="mt-8 space-y-1 text-sm text-muted" aria-label="Print editions">
      {editions.map((e) => (
        <li key={`${e.volume}-${e.number}`}>
          <Link to={editionPath(e.volume, e.number)} className="font-semibold text-accent hover:underline">
            {inPrintLine(e.volume, e.number, e.page)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
