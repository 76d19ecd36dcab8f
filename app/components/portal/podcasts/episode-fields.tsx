import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";

type Choices = {
  ok: true;
  shows: { id: string; name: string }[];
  audio: { id: string; name: string; durationSeconds: number | null; createdAt: string | Date }[];
};

export type EpisodeValues = { podcastShowId: string; episodeNumber: string; audioFileId: string };

const minutes = (s: number | null) =>
  s == null ? "" : ` · ${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** An article as a podcast episode (decision 0074): its show, number and audio file, chosen from the
 * shows editors keep in Podcasts and the audio files uploaded. Left empty, the article is no episode. */
export function EpisodeFields({
  values,
  onChange,
}: {
  values: EpisodeValues;
  onChange: (patch: Partial<EpisodeValues>) => void;
}) {
  const fetcher = useFetcher<Choices>();
  const { load } = fetcher;
  useEffect(() => {
    void load("/admin/podcasts/choices");
  }, [load]);
  const choices = fetcher.data?.ok ? fetcher.data : null;
  if (!choices) return null;
  if (choices.shows.length === 0 && !values.podcastShowId) return null;
  const episode = values.podcastShowId !== "";
  return (
    <fieldset className="space-y-4 border-t border-rule pt-4">
      <legend className="float-left mb-2 w-full font-serif text-lg font-bold">Podcast episode</legend>
      <Select
        label="Show"
        name="podcastShowId"
        value={values.podcastShowId}
        options={[
          { value: "", label: "Not an episode" },
          ...choices.shows.map((s) => ({ value: s.id, label: s.name })),
        ]}
        onChange={(e) => onChange({ podcastShowId: e.target.value })}
        hint="An episode is listed on its show's page and in its feed once published."
      />
      {episode && (
        <>
          <Field
            label="Episode number"
            name="episodeNumber"
            inputMode="numeric"
            value={values.episodeNumber}
            onChange={(e) => onChange({ episodeNumber: e.target.value })}
          />
          <Select
            label="Audio file"
            name="audioFileId"
            value={values.audioFileId}
            options={[
              {
                value: "",
                label: choices.audio.length ? "Choose an audio file" : "No audio file uploaded yet",
              },
              ...choices.audio.map((a) => ({ value: a.id, label: `${a.name}${minutes(a.durationSeconds)}` })),
            ]}
            onChange={(e) => onChange({ audioFileId: e.target.value })}
            hint="Publish needs one. The body of the article is the episode's notes."
          />
        </>
      )}
    </fieldset>
  );
}
