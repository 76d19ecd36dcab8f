import { Link, useNavigate } from "react-router";
import type { PortalAnswer } from "#shared/answer.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { NOTE_MAX } from "#shared/schemas/desk.ts";
import { DESK_PATH, type DeskLine } from "./line-parts.tsx";

/** 'Start the draft' (its writer or an editor) or 'Open the draft' once there is one. */
export function DraftAction({ line, mayStart }: { line: DeskLine; mayStart: boolean }) {
  const navigate = useNavigate();
  const fetcher = usePortalFetcher((answer: PortalAnswer & { articleId?: unknown }) => {
    if (answer.ok && typeof answer.articleId === "string")
      void navigate(`/admin/dashboard/articles/${answer.articleId}`);
  });
  if (line.articleId)
    return (
      <Link to={`/admin/dashboard/articles/${line.articleId}`} className={buttonClass("primary")}>
        Open the draft
      </Link>
    );
  if (!mayStart || line.status === "spiked") return null;
  return (
    <fetcher.Form method="post" action={`${DESK_PATH}/${line.id}`}>
      <input type="hidden" name="intent" value="start-draft" />
      <input type="hidden" name="id" value={line.id} />
      <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Starting...">
        Start the draft
      </Button>
    </fetcher.Form>
  );
}

/** Spike with a note (editors), or bring a spiked story back. */
export function SpikeForm({ line }: { line: DeskLine }) {
  const fetcher = usePortalFetcher();
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  const busy = fetcher.state !== "idle";
  if (line.status === "spiked")
    return (
      <fetcher.Form method="post" action={`${DESK_PATH}/${line.id}`}>
        <input type="hidden" name="intent" value="unspike" />
        <input type="hidden" name="id" value={line.id} />
        <Button type="submit" look="secondary" busy={busy} busyLabel="Bringing back...">
          Bring back
        </Button>
      </fetcher.Form>
    );
  return (
    <fetcher.Form method="post" action={`${DESK_PATH}/${line.id}`} noValidate className="grid max-w-xl gap-3">
      <input type="hidden" name="intent" value="spike" />
      <input type="hidden" name="id" value={line.id} />
      <TextArea
        label="Why is it spiked?"
        name="note"
        rows={2}
        required
        maxLength={NOTE_MAX}
        error={fields.note}
      />
      <div>
        <Button type="submit" look="secondary" busy={busy} busyLabel="Spiking...">
          Spike the story
        </Button>
      </div>
    </fetcher.Form>
  );
}
