import styled from 'styled-components';
import { FAILED_BLOCK_MESSAGE_ATTRIBUTE } from './failed-blocks.ts';

/** Edit-mode-only boxes drawn by the Placeholder (never rendered for visitors). */

const EditBox = styled.div`
  margin: 0.5rem 0;
  padding: 1rem 1.25rem;
  border: 2px dashed ${({ theme }) => theme.colors.editing};
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.editing} 5%, white);
  color: ${({ theme }) => theme.colors.editing};
  font: 500 0.9375rem/1.4 ${({ theme }) => theme.fonts.latin};
`;

const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-weight: 700;
`;

const Detail = styled.span`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 400;
`;

/**
 * Spec 000 section 6's "hidden style marker": in edit mode only, an empty, hidden element with
 * the class Sitecore's starters give an edited page (`editing-mode`; visitors' `prod-mode` is not
 * written), so editor-side styles and scripts (Pages, an SXA theme, our tests) can tell an edited
 * page from the markup. Hidden: it takes no space, draws nothing and is not announced.
 */
export const EDITING_STYLE_MARKER_ATTRIBUTE = 'data-editing-style-marker';

export function EditingStyleMarker() {
  return <div hidden className="editing-mode" {...{ [EDITING_STYLE_MARKER_ATTRIBUTE]: '' }} />;
}

export function MissingComponentBox({ componentName, reason }: { componentName: string; reason?: string }) {
  return (
    <EditBox role="note" data-missing-component={componentName}>
      Missing component: <Code>{componentName}</Code>
      <Detail>{reason ?? 'No block is registered under this name; visitors see nothing here.'}</Detail>
    </EditBox>
  );
}

/** Where a rendering is that the variant being edited hides (Sitecore's `Hidden Rendering`). */
export function HiddenRenderingBox() {
  return (
    <EditBox role="note" data-hidden-rendering="">
      Hidden in this variant
      <Detail>Visitors who get this variant see nothing here.</Detail>
    </EditBox>
  );
}

export function RenderingErrorNotice({ componentName, message }: { componentName: string; message: string }) {
  return (
    <EditBox role="alert" data-rendering-error={componentName}>
      The component <Code>{componentName}</Code> failed to render.
      <Detail>
        <span {...{ [FAILED_BLOCK_MESSAGE_ATTRIBUTE]: '' }}>{message || 'Unknown error'}</span> (visitors see nothing here)
      </Detail>
    </EditBox>
  );
}

const DropZone = styled(EditBox)`
  min-height: 5rem;
  display: grid;
  place-items: center;
  text-align: center;
`;

export function EmptyPlaceholderZone({ name }: { name: string }) {
  return (
    <DropZone className="sc-jss-empty-placeholder" data-empty-placeholder={name}>
      <span>
        Empty placeholder <Code>{name}</Code>
        <Detail>Add a component here</Detail>
      </span>
    </DropZone>
  );
}

/**
 * Editors only: the layout fills areas its page-structure template does not have
 * (page-templates.ts); their blocks still render, in order.
 */
export function TemplateAreaNote({ template, areas }: { template: string; areas: readonly string[] }) {
  return (
    <EditBox role="note" data-template-note={template}>
      This page&apos;s template, <Code>{template}</Code>, has no {areas.length === 1 ? 'area' : 'areas'}{' '}
      {areas.map((area, i) => (
        <span key={area}>
          {i > 0 ? ', ' : ''}
          <Code>{area}</Code>
        </span>
      ))}
      <Detail>Its blocks are shown here in order. Move them into the main area, or choose a template with that area.</Detail>
    </EditBox>
  );
}
