import type { BlockProps } from '../../app/registry.ts';
import { Placeholder } from '../../app/Placeholder.tsx';
import { partialPlaceholderName } from './partial-design-dynamic-placeholder.rules.ts';

/**
 * SXA partial design (a shared header or footer design placed on a page): renders its child
 * placeholder, named by the `sig` param. No markup of its own, so the partial's blocks sit in the
 * page area exactly as if placed there. Editors see the drop zone when it is empty.
 */
export default function PartialDesignDynamicPlaceholder({ rendering, params }: BlockProps) {
  return <Placeholder name={partialPlaceholderName(params, rendering.placeholders)} rendering={rendering} />;
}
