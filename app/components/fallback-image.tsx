import { useEffect, useRef, useState } from "react";
import { DEFAULT_IMAGE } from "~/lib/constants.ts";

type Props = Omit<React.ImgHTMLAttributes<HTMLImageElement>, "src"> & {
  src: string | null | undefined;
  fallback?: string;
};

/** An image that shows the default picture when its own fails to load, including failures that happen
 * before hydration (when React's onError was not yet listening). */
export function FallbackImage({ src, fallback = DEFAULT_IMAGE, alt, ...rest }: Props) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && !failed) setFailed(true);
  }, [failed]);
  return (
    <img
      ref={ref}
      src={failed ? fallback : (src ?? fallback)}
      alt={alt}
      onError={() => setFailed(true)}
      loading="lazy"
      decoding="async"
      {...rest}
    />
  );
}
