import type { CSSProperties } from 'react';
import { useIsEditing } from '../app/context/index.ts';
import { mq } from '../ui/theme.ts';
import { EmptyFieldPlaceholder, withFieldMetadata } from './editing.tsx';
import { readEditable, readImage, readMetadata } from './read.ts';

export interface ImageProps {
  field: unknown;
  /** Optional art-directed image for small screens (rendered through `<picture>`). */
  mobileField?: unknown;
  /** Media query for the mobile image (default: below the sm breakpoint, 768 px). */
  mobileMedia?: string;
  /** Above-the-fold image (hero): eager loading and high fetch priority. */
  priority?: boolean;
  /** Overrides the field's alt text ('' marks a decorative image). */
  alt?: string;
  sizes?: string;
  className?: string;
  style?: CSSProperties;
  emptyLabel?: string;
}

const pictureStyle: CSSProperties = { display: 'contents' };

/** An image field: real width/height to reserve space, lazy unless it is a priority image. */
export function Image({
  field,
  mobileField,
  mobileMedia = mq.down('sm'),
  priority = false,
  alt,
  sizes,
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

  const img = (
    <img
      src={image.src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
      style={style}
    />
  );
  const mobile = mobileField === undefined ? undefined : readImage(mobileField);
  if (!mobile || mobile.src === image.src) return withFieldMetadata(metadata, img);
  return withFieldMetadata(
    metadata,
    <picture style={pictureStyle}>
      <source media={mobileMedia} srcSet={mobile.src} width={mobile.width} height={mobile.height} />
      {img}
    </picture>,
  );
}
