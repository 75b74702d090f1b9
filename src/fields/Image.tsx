import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { useIsEditing } from '../app/context/index.ts';
import { mq } from '../ui/theme.ts';
import { buildSrcset, isOptimisableSource } from '../lib/image-rules.ts';
import { EmptyFieldPlaceholder, withFieldMetadata } from './editing.tsx';
import { readEditable, readImage, readMetadata } from './read.ts';

export interface ImageProps {
  field: unknown;
  /** Optional art-directed image for small screens (rendered through `<picture>`). */
  mobileField?: unknown;
  /** Media query for the mobile image (default: below the sm breakpoint, 768 px); one query, no list. */
  mobileMedia?: string;
  /** Above-the-fold image (hero): eager loading and high fetch priority. */
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
 * not handle (SVG, GIF, other hosts, spec 000 section 5) or a browser without srcset still shows.
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

  const srcset = optimisedSrcset(image.src, image.width);
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
  const mobileSrc = mobileSource(mobile.src, mobile.width, sizes);
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

/** The optimised `srcset` for a source, or undefined when the source is used as it is. */
function optimisedSrcset(src: string, width: number | undefined): string | undefined {
  return isOptimisableSource(src) ? buildSrcset(src, width) : undefined;
}

function mobileSource(src: string, width: number | undefined, sizes: string): { srcSet: string; sizes?: string } {
  const srcset = optimisedSrcset(src, width);
  return srcset ? { sizes, srcSet: srcset } : { srcSet: src };
}
