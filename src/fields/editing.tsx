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
export function withFieldMetadata(
  metadata: Record<string, unknown> | undefined,
  node: ReactNode,
): ReactNode {
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
