import { isStatus, STATUS_LABELS } from "#shared/lifecycle.ts";

/** A piece's status in a Manage list and on its editor page (STATUS_LABELS), in words, not colour. */
export function StatusBadge({ status }: { status: string }) {
  const label = isStatus(status) ? STATUS_LABELS[status] : status;
  const live = status === "published";
  return (
    <span
      data-piece-status={status}
      className={`px-2 py-0.5 text-xs font-bold uppercase ${live ? "bg-ink text-white" : "bg-rule/60 text-ink"}`}
    >
      {label}
    </span>
  );
}
