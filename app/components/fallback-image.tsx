import { useEffect, useRef, useState } from "react";
import type { ImageSources } from "~/lib/image-sources.ts";

type Props = Omit<React.ImgHTMLAttributes<HTMLImageElement>, "src"> & {
  /** The picture's attributes and sources, from the loader (decision 0020). */
  image: ImageSources;
};

/** An image that shows the default picture when its own fails to load, including failures that happen
 * before hydration (when React's onError was not yet listening); on a public page, which is not
 * hydrated, the islands' boot script does it (decision 0063). An upload is offered at each stored
 * width, as AVIF where the browser takes it; every image has its size, so nothing shifts as it loads. */
export function FallbackImage({ image, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && !failed) setFailed(true);
  }, [failed]);
  const img = (
    <img
      ref={ref}
      {...image.img}
      data-fallback={image.fallback}
      {...(failed && { src: image.fallback, srcSet: undefined })}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
  // A <picture> is display: contents (app.css), so the <img> keeps the size of the box around it.
  return image.avif && !failed ? (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={img.props.sizes} />
      {img}
    </picture>
  ) : (
    img
  );
}
