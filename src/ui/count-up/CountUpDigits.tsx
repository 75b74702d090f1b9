import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { formatCountUpNumber, isAttachedUnit, type CountUpNumber } from './count-up.rules.ts';

export { isAttachedUnit };

/**
 * A counted number as visitors see it: the counting digits over an invisible copy of the final
 * value in one grid cell (the copy reserves the final width, so nothing shifts while the digits
 * count), the unit after it (styled by the block through `[data-count-up-unit]`), and for screen readers the final value once ("1,250 km"): the
 * moving digits are aria-hidden. `current` null is the final value (server render). Text that is
 * no number ('24/7') shows as written.
 */
export function CountUpDigits({
  raw,
  number,
  unit,
  language,
  current,
}: {
  raw: string;
  number: CountUpNumber | undefined;
  unit: string;
  language: string;
  current: number | null;
}) {
  const final = number ? formatCountUpNumber(number, language) : raw;
  const shown = number && current !== null ? formatCountUpNumber(number, language, current) : final;
  const attached = isAttachedUnit(unit);
  return (
    <>
      <Digits dir="ltr" aria-hidden="true">
        <Sizer>{final}</Sizer>
        <Live data-count-up-value="" data-final={final}>
          {shown}
        </Live>
      </Digits>
      {unit && (
        <span data-count-up-unit="" aria-hidden="true">
          {unit}
        </span>
      )}
      <VisuallyHidden>{unit ? `${final}${attached ? '' : ' '}${unit}` : final}</VisuallyHidden>
    </>
  );
}

const Digits = styled.span`
  display: inline-grid;
  unicode-bidi: isolate;

  > * {
    grid-area: 1 / 1;
  }
`;

const Sizer = styled.span`
  visibility: hidden;
`;

const Live = styled.span`
  text-align: end;
`;
