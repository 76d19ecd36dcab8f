import { Link } from "react-router";

export function SectionHeading({ id, title, href }: { id: string; title: string; href?: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 border-b-2 border-ink pb-1">
      <h2 id={id} className="font-serif text-2xl font-bold">
        {title}
      </h2>
      {href && (
        <Link to={href} className="text-sm font-semibold text-accent hover:underline">
          More {title}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </div>
  );
}
