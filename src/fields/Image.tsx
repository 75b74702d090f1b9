import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { useIsEditing } from '../app/context/index.ts';
import { mq } from '../ui/theme.ts';
import { buildSrcset, isOptimisableSource, isVectorArt } from '../lib/image-rules.ts';
import { EmptyFieldPlaceholder, withFieldMetadata } from './editing.tsx';
import { readEditable, readImage, readMetadata } from './read.ts';

export interface ImageProps {
  field: unknown;
  /** Optional art-directed image for small screens (rendered through `<picture>`). */
  mobileField?: unknown;
  /** Media query for the mobile image (default: below the sm breakpoint, 768 px); one query, no list. */
  mobileMedia?: string;
  /**
   * Above-the-fold image (hero, the page's LCP): eager loading and high fetch priority; SVG art
   * (at least 320 px wide) is offered as rasters from `/api/image` too, outside edit mode.
   */
  priority?: boolean;
  /** Overrides the field's alt text ('' marks a decorative image). */
  alt?: string;
  /**
   * How wide the image is shown, for choosing among the optimised widths (`srcset`). Default
   * `100vw`: too large a guess costs bytes, too small a one costs sharpness; pass the real layout
   * (e.g. `(max-width: 768px) 100vw, 33vw`) for images that do not fill the screen.
   */
  sizes?: string;
  className?: string;
  style?: CSSProperties;
  emptyLabel?: string;
}

const pictureStyle: CSSProperties = { display: 'contents' };

export const DEFAULT_IMAGE_SIZES = '100vw';

/**
 * An image field: real width/height to reserve space, lazy unless it is a priority image.
 * Raster images from the CMS media library also get a `srcset` of optimised widths from
 * `/api/image` (src/lib/image-rules.ts); `src` stays the original, so an image the optimiser does
 * not handle (GIF, other hosts, spec 000 section 5) or a browser without srcset still shows. SVG
 * art in a priority image (the hero) gets the same `srcset` of rasters the endpoint renders from
 * it (issue 26 item 4: a raster decodes off the main thread, an SVG is painted on it); other SVGs
 * (icons, logos, cards) and every image in edit mode stay as they are.
 */
export function Image({
  field,
  mobileField,
  mobileMedia = mq.down('sm'),
  priority = false,
  alt,
  sizes = DEFAULT_IMAGE_SIZES,
  className,
  style,
  emptyLabel = 'Image',
}: ImageProps) {
  const editing = useIsEditing();
  const editable = editing ? readEditable(field) : undefined;
  if (editable) return <span className={className} dangerouslySetInnerHTML={{ __html: editable }} />;

  const image = readImage(field);
  const metadata = editing ? readMetadata(field) : undefined;
  if (!image) return editing ? withFieldMetadata(metadata, <EmptyFieldPlaceholder label={emptyLabel} />) : null;

  const vector = priority && !editing;
  const srcset = optimisedSrcset(image.src, image.width, vector);
  const img = (
    <img
      // sizes and srcset before src: a browser that sees src first may start fetching it.
      {...(srcset ? { sizes, srcSet: srcset } : {})}
      src={image.src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
      style={style}
    />
  );
  const mobile = mobileField === undefined ? undefined : readImage(mobileField);
  if (!mobile || mobile.src === image.src) return withFieldMetadata(metadata, img);
  const mobileSrc = mobileSource(mobile.src, mobile.width, sizes, vector);
  if (priority) {
    // React preloads a priority <img> itself, but not one inside <picture> (which file is shown
    // depends on the media queries): without these hints the hero is found only when the parser
    // reaches it, after the page's inline styles. One preload per source, each with its media
    // query, so the browser fetches only the one it will show.
    preload(mobile.src, {
      as: 'image',
      fetchPriority: 'high',
      media: mobileMedia,
      ...(mobileSrc.sizes ? { imageSrcSet: mobileSrc.srcSet, imageSizes: mobileSrc.sizes } : {}),
    });
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      media: `not all and ${mobileMedia}`,
      ...(srcset ? { imageSrcSet: srcset, imageSizes: sizes } : {}),
    });
  }
  return withFieldMetadata(
    metadata,
    <picture style={pictureStyle}>
      <source media={mobileMedia} {...mobileSrc} width={mobile.width} height={mobile.height} />
      {img}
    </picture>,
  );
}

/**
 * The optimised `srcset` for a source, or undefined when the source is used as it is. `vector`:
 * SVG art is rendered to rasters too (priority images outside edit mode).
 */
function optimisedSrcset(src: string, width: number | undefined, vector: boolean): string | undefined {
  return isOptimisableSource(src, [], { vector: vector && isVectorArt(width) }) ? buildSrcset(src, width) : undefined;
}

function mobileSource(src: string, width: number | undefined, sizes: string, vector: boolean): { srcSet: string; sizes?: string } {
  const srcset = optimisedSrcset(src, width, vector);
  return srcset ? { sizes, srcSet: srcset } : { srcSet: src };
}
