import { mailtoHref } from "./contact-email.tsx";

type Person = {
  name: string;
  title: string;
  bio: string;
  photoUrl: string | null;
  classYear: string;
  email: string | null;
};

/** The top of an author page: photo, name, title, class year, bio and, when shown, their e-mail. */
export function AuthorProfileHeader({ person }: { person: Person }) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      {person.photoUrl && (
        <img
          src={person.photoUrl}
          alt=""
          width={128}
          height={128}
          className="size-32 shrink-0 rounded-full border border-rule bg-rule/40 object-cover"
        />
      )}
      <div>
        {person.title && (
          <p className="text-sm font-bold tracking-widest text-accent uppercase">{person.title}</p>
        )}
        <h1 className="mt-1 font-serif text-4xl leading-tight font-bold">{person.name}</h1>
        {person.classYear && <p className="mt-1 text-muted">{person.classYear}</p>}
        {person.bio && <p className="mt-4 max-w-2xl text-lg leading-relaxed">{person.bio}</p>}
        {person.email && (
          <p className="mt-4">
            <a
              href={mailtoHref(person.email)}
              className="font-semibold text-accent underline underline-offset-2 hover:text-accent-dark"
            >
              {person.email}
            </a>
          </p>
        )}
      </div>
    </header>
  );
}
