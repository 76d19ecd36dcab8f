import { AppLink } from "./ui/app-link.tsx";

export type EpisodePlayerData = {
  show: { name: string; href: `/${string}` };
  episodeNumber: number | null;
  audio: { src: string; type: string };
};

/** A podcast episode's player on its article's page (decision 0074): the browser's own, loading nothing
 * until the reader presses play, with its show. No script. */
export function EpisodePlayer({ episode, title }: { episode: EpisodePlayerData; title: string }) {
  return (
    <section aria-label="Listen to this episode" className="mt-6 border border-rule bg-white p-4">
      <p className="text-sm">
        <AppLink to={episode.show.href} className="font-semibold text-accent hover:underline">
          {episode.show.name}
        </AppLink>
        {episode.episodeNumber != null && (
          <span className="text-muted"> · Episode {episode.episodeNumber}</span>
        )}
      </p>
      <audio controls preload="none" className="mt-2 w-full" aria-label={`Listen: ${title}`}>
        <source src={episode.audio.src} type={episode.audio.type} />
        <a href={episode.audio.src}>Download the episode</a>
      </audio>
    </section>
  );
}
