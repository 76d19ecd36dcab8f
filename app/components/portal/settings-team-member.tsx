import { TextArea } from "~/components/ui/text-area.tsx";
import { Field } from "~/components/ui/field.tsx";

export type DraftMember = {
  key: number;
  name: string;
  role: string;
  bio: string;
  email: string;
  /** Shown opened: a new member, or one the editor opened. */
  open: boolean;
};

const small =
  "inline-flex min-h-10 min-w-10 items-center justify-center border px-2.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40";

/** One person of the editorial team: a line with their name and role that opens onto their fields
 * (posted as team[N][...], N their place in the list, also while closed), and the buttons that move or
 * remove them. */
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
  const name = member.name.trim();
  const who = name || `member ${index + 1}`;
  const field = (key: "name" | "role" | "bio" | "email") => ({
    name: `team[${index}][${key}]`,
    value: member[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [key]: event.target.value }),
  });
  return (
    <li
      data-member={member.key}
      className={`flex flex-col gap-3 border bg-paper p-3 sm:flex-row sm:items-start ${error ? "border-accent" : "border-rule"}`}
    >
      <details
        open={member.open}
        onToggle={(event) => {
          const open = event.currentTarget.open;
          if (open !== member.open) onChange({ open });
        }}
        className="group min-w-0 flex-1"
      >
        <summary
          data-focus="summary"
          className="flex min-h-10 cursor-pointer list-none items-center gap-3 [&::-webkit-details-marker]:hidden"
        >
          <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-90">
            ▸
          </span>
          <span className="w-6 shrink-0 text-sm text-muted tabular-nums">{index + 1}.</span>
          <span className="min-w-0">
            <span className="font-semibold">{name || "New member"}</span>
            {member.role.trim() && <span className="text-muted"> — {member.role.trim()}</span>}
          </span>
        </summary>
        {error && (
          <p role="alert" className="mt-2 text-sm font-semibold text-accent">
            {error}
          </p>
        )}
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          <Field
            label="Name"
            required
            data-focus="name"
            maxLength={limits.name}
            autoComplete="off"
            {...field("name")}
          />
          <Field label="Role" required maxLength={limits.role} autoComplete="off" {...field("role")} />
          <Field
            label="E-mail"
            type="email"
            maxLength={254}
            autoComplete="off"
            spellCheck={false}
            {...field("email")}
          />
          <TextArea label="Bio" rows={2} maxLength={limits.bio} className="md:col-span-3" {...field("bio")} />
        </div>
      </details>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          data-focus="up"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move up ${who}`}
          className={`${small} border-ink/30 bg-white hover:border-ink`}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          data-focus="down"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`Move down ${who}`}
          className={`${small} border-ink/30 bg-white hover:border-ink`}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          onClick={onRemove}
          className={`${small} border-accent bg-white text-accent hover:bg-accent hover:text-white`}
        >
          Remove<span className="sr-only"> {who}</span>
        </button>
      </div>
    </li>
  );
}
