import { authorHref } from "#shared/people.ts";
import { mailtoHref } from "./contact-email.tsx";

export type TeamMember = { name: string; slug: string; role: string; bio: string; email: string | null };

/** One member of the editorial team: role, name, a short biography and, when they have given one, a way
 * to write to them. */
export function TeamCard({ member }: { member: TeamMember }) {
  const firstName = member.name.trim().split(/\s+/)[0] ?? member.name;
  return (
    <article className="flex h-full flex-col border border-rule bg-white p-5 font-sans">
      <header className="flex flex-col-reverse">
        <h3 className="mt-1 font-serif text-xl leading-snug font-bold">
          <a href={authorHref(member.slug)} className="hover:text-accent hover:underline">
            {member.name}
          </a>
        </h3>
        {member.role && (
          <p className="text-xs font-bold tracking-widest text-accent uppercase">{member.role}</p>
        )}
      </header>
      {member.bio && <p className="mt-3 flex-1 text-base leading-relaxed text-muted">{member.bio}</p>}
      {member.email && (
        <a
          href={mailtoHref(member.email)}
          className="mt-4 self-start font-semibold text-accent underline underline-offset-2 hover:text-accent-dark"
        >
          Email {firstName}
        </a>
      )}
    </article>
  );
}

export function TeamGrid({ team }: { team: TeamMember[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {team.map((member, i) => (
        <li key={`${i}-${member.name}`} className="list-none">
          <TeamCard member={member} />
        </li>
      ))}
    </ul>
  );
}
