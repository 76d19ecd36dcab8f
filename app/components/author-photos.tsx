import type { ImageSources } from "~/lib/image-sources.ts";
import { FallbackImage } from "./fallback-image.tsx";

type Photo = { id: string; image: ImageSources; pieces: { id: string; title: string; href: string }[] };

/** The photographs a person took (decision 0071), newest first, each with the pieces it appears in. */
export function AuthorPhotos({ photos }: { photos: Photo[] }) {
  return (
    <section aria-labelledby="author-photos" className="mt-10">
      <h2 id="author-photos" className="border-b-2 border-ink pb-2 font-serif text-2xl font-bold">
        Photographs
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id}>
            <FallbackImage image={photo.image} className="aspect-[4/3] w-full bg-rule/40 object-cover" />
            <ul className="mt-1 space-y-0.5 text-sm">
              {photo.pieces.map((piece) => (
                <li key={piece.id}>
                  <span className="sr-only">In </span>
                  <a href={piece.href} className="font-serif font-semibold hover:underline">
                    {piece.title}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
