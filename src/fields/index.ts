export * from './types.ts';
export {
  asField,
  fieldsOf,
  hasText,
  isRecord,
  readBoolean,
  readEditable,
  readFile,
  readImage,
  readItem,
  readItems,
  readList,
  readLink,
  readNumber,
  readText,
  type ImageValue,
} from './read.ts';
export { Text, type TextProps } from './Text.tsx';
export { RichText, type RichTextProps } from './RichText.tsx';
export { Link, type LinkProps } from './Link.tsx';
export { Image, type ImageProps } from './Image.tsx';
export { DateField, type DateFieldProps } from './DateField.tsx';
export { planLink, buildHref, type LinkPlan } from './link.rules.ts';
export { plainTextLines, clampStyle, HEADLINE_CLAMP_LINES } from './text.rules.ts';
export { EmptyFieldPlaceholder, EmptyBlockPlaceholder, emptyBlockLabels } from './editing.tsx';
