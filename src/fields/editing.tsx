import { createElement, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Edit-mode pieces shared by the field helpers: the visible empty-field placeholder and the
 * metadata-mode field chromes the Pages editor looks for. Visitors never get either.
 */

export const EmptyField = styled.span`
  display: inline-block;
  min-width: 6rem;
  padding: 0.25rem 0.5rem;
  border: 1px dashed ${({ theme }) => theme.colors.editing};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.editing};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.editing} 6%, transparent);
  font-size: 0.875rem;
  font-style: italic;
  font-weight: 400;
  line-height: 1.4;
`;

export function EmptyFieldPlaceholder({ label }: { label: string }) {
  return <EmptyField data-empty-field="">{`[${label}]`}</EmptyField>;
}

/**
 * Spec 000 section 8: "Empty blocks in editing mode: placeholder texts: Image, Promo, Rich text,
 * Link List, Navigation, Content, Title field". The exact texts, for the blocks to share. Field
 * helpers use the matching ones as their default `emptyLabel` (Image, Rich text).
 */
export const emptyBlockLabels = {
  image: 'Image',
  promo: 'Promo',
  richText: 'Rich text',
  linkList: 'Link List',
  navigation: 'Navigation',
  content: 'Content',
  title: 'Title field',
} as const;

const EmptyBlock = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 4rem;
  padding: 1rem 1.25rem;
  border: 2px dashed ${({ theme }) => theme.colors.editing};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.editing};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.editing} 5%, transparent);
  font-size: 0.9375rem;
  font-style: italic;
  line-height: 1.4;
  text-align: center;
`;

/**
 * What an editor sees for a block with nothing to show (no datasource, no items): the block's
 * name from `emptyBlockLabels`, exactly as the spec words it. Visitors never get it: blocks
 * render it only in edit mode.
 */
export function EmptyBlockPlaceholder({ label, className }: { label: string; className?: string }) {
  return (
    <EmptyBlock className={className} data-empty-block="">
      {label}
    </EmptyBlock>
  );
}

function fieldChrome(kind: 'open' | 'close', contents?: string) {
  return createElement('code', {
    type: 'text/sitecore',
    chrometype: 'field',
    className: 'scpm',
    kind,
    ...(contents !== undefined ? { dangerouslySetInnerHTML: { __html: contents } } : {}),
  });
}

/** Wraps a field in the metadata-mode chromes when the field carries metadata. */
export function withFieldMetadata(metadata: Record<string, unknown> | undefined, node: ReactNode): ReactNode {
  if (!metadata) return node;
  return (
    <>
      {fieldChrome('open', escapeJson(JSON.stringify(metadata)))}
      {node}
      {fieldChrome('close')}
    </>
  );
}

function escapeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
