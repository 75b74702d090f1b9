import { useCallback, useEffect, useRef, useState } from 'react';
import { thumbnailFallback } from '../lib/video-source.ts';

/**
 * A provider's own thumbnail (when the CMS has none): YouTube's maximum-resolution image, falling
 * back to the high-quality one when a video has none (see thumbnailFallback).
 */
export function ProviderThumbnail({ src }: { src: string }) {
  const [current, setCurrent] = useState(src);
  const imageRef = useRef<HTMLImageElement>(null);
  const check = useCallback((failed: boolean) => {
    const image = imageRef.current;
    if (!image) return;
    const next = thumbnailFallback(image.currentSrc || image.src, failed ? undefined : image.naturalWidth);
    if (next && next !== image.src) setCurrent(next);
  }, []);
  // It may have loaded (or failed) before hydration attached the handlers.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete) check(image.naturalWidth === 0);
  }, [check]);
  return (
    <img
      ref={imageRef}
      src={current}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onLoad={() => check(false)}
      onError={() => check(true)}
    />
  );
}
