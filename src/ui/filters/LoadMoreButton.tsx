import styled from 'styled-components';
import { useTranslate } from '../../app/context/translate.tsx';
import { Button } from '../Button.tsx';
import { media } from '../theme.ts';
import { DESKTOP_FROM } from './filters.constants.ts';
import { FILTER_PHRASE_DEFAULTS as T } from './filters.phrases.ts';

const Row = styled.div<{ $desktop: boolean; $mobile: boolean }>`
  display: ${({ $mobile }) => ($mobile ? 'flex' : 'none')};
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space(10)};
  ${media.up(DESKTOP_FROM)} {
    display: ${({ $desktop }) => ($desktop ? 'flex' : 'none')};
  }
`;

export interface LoadMoreButtonProps {
  /** Whether there is more to show on each layout (`hasMore`). */
  more: { desktop: boolean; mobile: boolean };
  onLoadMore(): void;
  /** The list the button adds to (aria-controls). */
  controls: string;
}

/** "Load more" (dictionary `loadMore`), shown on the layouts where cards are still hidden. */
export function LoadMoreButton({ more, onLoadMore, controls }: LoadMoreButtonProps) {
  const translate = useTranslate();
  if (!more.desktop && !more.mobile) return null;
  return (
    <Row $desktop={more.desktop} $mobile={more.mobile} data-load-more="">
      <Button variant="secondary" aria-controls={controls} onClick={onLoadMore}>
        {translate('loadMore', T.loadMore)}
      </Button>
    </Row>
  );
}
