import { useEffect, useRef, useState } from "react";
import {
  MEMBER_BIO_MAX,
  MEMBER_NAME_MAX,
  MEMBER_ROLE_MAX,
  TEAM_MAX,
  type TeamMember,
} from "#shared/schemas/settings.ts";
import { usePortalFetcher } from "./manage-answer.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { TeamMemberFields, type DraftMember } from "./settings-team-member.tsx";

let nextKey = 1;
const draft = (member?: TeamMember): DraftMember => ({
  key: nextKey++,
  name: member?.name ?? "",
  role: member?.role ?? "",
  bio: member?.bio ?? "",
  email: member?.email ?? "",
  open: !member,
});

type Focus = { key: number; target: "name" | "summary" | "up" | "down" } | "add" | null;

/** The editorial team of the contact page and the splash: add, edit, reorder and remove people, then
 * save the whole list at once. Moves and removals are announced, and focus stays with the person. */
export function EditorialTeamForm({ members }: { members: TeamMember[] }) {
  const [team, setTeam] = useState(() => members.map(draft));
  const [announcement, setAnnouncement] = useState("");
  const focus = useRef<Focus>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // A refused list opens the people it names, so that their fields can be seen and mended.
  const fetcher = usePortalFetcher((answer) => {
    const named = answer.ok ? {} : (answer.fields ?? {});
    setTeam((all) => all.map((m, i) => (String(i) in named ? { ...m, open: true } : m)));
  });
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};

  useEffect(() => {
    const wanted = focus.current;
    focus.current = null;
    if (wanted === "add") addButton.current?.focus();
    else if (wanted)
      list.current
        ?.querySelector<HTMLElement>(`[data-member="${wanted.key}"] [data-focus="${wanted.target}"]`)
        ?.focus();
  });

  const update = (key: number, change: Partial<DraftMember>) =>
    setTeam((all) => all.map((m) => (m.key === key ? { ...m, ...change } : m)));

  function move(index: number, by: -1 | 1) {
    const member = team[index]!;
    const to = index + by;
    const next = [...team];
    next.splice(index, 1);
    next.splice(to, 0, member);
    setTeam(next);
    const edge = to === 0 || to === next.length - 1;
    focus.current = { key: member.key, target: edge ? (by < 0 ? "down" : "up") : by < 0 ? "up" : "down" };
    setAnnouncement(`${member.name || "Unnamed member"} moved to position ${to + 1} of ${next.length}`);
  }

  function remove(index: number) {
    const member = team[index]!;
    const next = team.filter((m) => m.key !== member.key);
    setTeam(next);
    const neighbour = next[index] ?? next[index - 1];
    focus.current = neighbour ? { key: neighbour.key, target: "summary" } : "add";
    setAnnouncement(
      `${member.name || "Unnamed member"} removed from the list. Save the team to keep this change.`,
    );
  }

  function add() {
    const member = draft();
    setTeam([...team, member]);
    focus.current = { key: member.key, target: "name" };
    setAnnouncement("");
  }

  return (
    <SettingsCard
      id="editorial-team"
      title="Editorial team"
      description="The people the contact page and the opening screen list, in this order. Open a person to edit them; name and role are required, the e-mail address is optional."
    >
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="team" />
        {team.length === 0 ? (
          <p className="border border-dashed border-ink/30 px-4 py-6 text-center text-sm text-muted">
            No one is listed yet. Add the people of the editorial team to show them on the contact page.
          </p>
        ) : (
          <ol ref={list} className="space-y-4">
            {team.map((member, index) => (
              <TeamMemberFields
                key={member.key}
                member={member}
                index={index}
                count={team.length}
                error={errors[String(index)]}
                limits={{ name: MEMBER_NAME_MAX, role: MEMBER_ROLE_MAX, bio: MEMBER_BIO_MAX }}
                onChange={(change) => update(member.key, change)}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button
            ref={addButton}
            type="button"
            onClick={add}
            disabled={team.length >= TEAM_MAX}
            className={buttonClass("secondary")}
          >
            <span aria-hidden="true">+</span> Add member
          </button>
          <Button type="submit" busy={busy} busyLabel="Saving...">
            Save Team
          </Button>
          {team.length >= TEAM_MAX && (
            <p className="text-sm text-muted">The team can list at most {TEAM_MAX} people.</p>
          )}
        </div>
      </fetcher.Form>
    </SettingsCard>
  );
}
