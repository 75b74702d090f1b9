import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { RichText as RichTextField } from '../../fields/RichText.tsx';
import { hasText } from '../../fields/read.ts';
import { renderingId, styleClasses } from './rich-text.rules.ts';
import { Prose, Wrapper } from './rich-text.styles.ts';

/** SXA rich text: the `Text` field as long-form prose, with the editor's `Styles` classes. */
export default function RichText({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  if (!hasText(fields.Text) && !editing) return null;
  const classes = ['rich-text', ...styleClasses(params.Styles)].join(' ');
  return (
    <Wrapper id={renderingId(params)} data-block="rich-text">
      <RichTextField as={Prose} className={classes} field={fields.Text} emptyLabel="Rich text" />
    </Wrapper>
  );
}
