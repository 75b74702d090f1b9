import type { BlockProps } from '../../app/registry.ts';
import { useRouteFields } from '../../app/context/index.ts';
import { ReadingProgressBar } from '../../ui/reading-progress/ReadingProgressBar.tsx';

/**
 * The news page's sticky reading progress bar (spec 001 section 4, spec 003): the route's
 * newsProgressBarTitle, with the article bar's rules (src/ui/reading-progress).
 */
export default function NewsProgressBar(_props: BlockProps) {
  const route = useRouteFields();
  return (
    <div data-block="news-progress-bar">
      <ReadingProgressBar titleField={route.newsProgressBarTitle} emptyLabel="News progress bar title" />
    </div>
  );
}
