import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { GoBackIsland } from "~/islands/go-back.tsx";
import { pageMeta } from "~/lib/meta.ts";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Page not found" });

const SECTIONS = [
  { to: "/politics", label: "Politics" },
  { to: "/business", label: "Business" },
  { to: "/opinion", label: "Opinion" },
  { to: "/international", label: "International" },
] as const;

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="font-serif text-8xl font-black text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold">Oops! This Story Ran Away</h1>
      <p className="mt-4 text-lg text-muted">
        The page you were looking for has moved, been unpublished, or never went to print. Try one of our
        sections instead.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <Link
              to={s.to}
              className="inline-block border border-ink/25 bg-white px-4 py-2 font-semibold hover:border-accent hover:text-accent"
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-dark">
          Return to Homepage
        </Link>
        <GoBackIsland />
      </div>
      <p className="mt-8 text-sm text-muted">
        Think something is broken?{" "}
        <Link to="/contact" className="font-semibold text-accent underline">
          Contact us
        </Link>
      </p>
    </section>
  );
}
