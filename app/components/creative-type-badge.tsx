import { CREATIVE_TYPE_LABELS, type CreativeType } from "#shared/categories.ts";

export function CreativeTypeBadge({ type }: { type: CreativeType }) {
  return (
    <span className="inline-block bg-accent px-2 py-0.5 text-[0.7rem] font-bold tracking-widest text-white uppercase">
      {CREATIVE_TYPE_LABELS[type]}
    </span>
  );
}
