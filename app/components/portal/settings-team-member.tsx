import { TextAreaField, TextField } from "./manage-fields.tsx";

export type DraftMember = { key: number; name: string; role: string; bio: string; email: string };

const small =
  "inline-flex min-h-10 items-center justify-center border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40";

/** One person of the editorial team: their fields (posted as team[N][...], N their place in the list)
 * and the buttons that move or remove them. */
export function TeamMemberFields({
  member,
  index,
  count,
  error,
  limits,
  onChange,
  onMove,
  onRemove,
}: {
  member: DraftMember;
  index: number;
  count: number;
  error?: string;
  limits: { name: number; role: number; bio: number };
  onChange: (change: Partial<Omit<DraftMember, "key">>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const who = member.name.trim() || `member ${index + 1}`;
  const field = (name: keyof Omit<DraftMember, "key">) => ({
    name: `team[${index}][${name}]`,
    value: member[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [name]: event.target.value }),
  });
  return (
    <li data-member={member.key} className="border border-rule bg-paper p-4">
      <fieldset>
        <legend className="sr-only">
          Member {index + 1} of {count}: {member.name.trim() || "new member"}
        </legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p aria-hidden="true" className="text-xs font-bold tracking-wider text-muted uppercase">
            {index + 1}. {member.name.trim() || "New member"}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              data-focus="up"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              className={`${small} border-ink/30 bg-white hover:border-ink`}
            >
              <span aria-hidden="true">↑&nbsp;</span>Move up<span className="sr-only"> {who}</span>
            </button>
            <button
              type="button"
              data-focus="down"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              className={`${small} border-ink/30 bg-white hover:border-ink`}
            >
              <span aria-hidden="true">↓&nbsp;</span>Move down<span className="sr-only"> {who}</span>
            </button>
            <button
              type="button"
              onClick={onRemove}
              className={`${small} border-accent bg-white text-accent hover:bg-accent hover:text-white`}
            >
              Remove<span className="sr-only"> {who}</span>
            </button>
          </div>
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm font-semibold text-accent">
            {error}
          </p>
        )}
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          <TextField label="Name" required data-focus="name" maxLength={limits.name} autoComplete="off" {...field("name")} />
          <TextField label="Role" required maxLength={limits.role} autoComplete="off" {...field("role")} />
          <TextField label="E-mail" type="email" maxLength={254} autoComplete="off" spellCheck={false} {...field("email")} />
          <TextAreaField label="Bio" rows={2} maxLength={limits.bio} className="md:col-span-3" {...field("bio")} />
        </div>
      </fieldset>
    </li>
  );
}
