import type { BlockProps } from '../../app/registry.ts';
import { useRouteFields } from '../../app/context/index.ts';
import { ReadingProgressBar } from '../../ui/reading-progress/ReadingProgressBar.tsx';

/**
 * The article's sticky reading progress bar (spec 001 sections 4 and 9): the route's
 * articleProgressBarTitle; rules and markup in src/ui/reading-progress (the news page's bar is the
 * same piece).
 */
export default function ArticleProgressBar(_props: BlockProps) {
  const route = useRouteFields();
  return (
    <div data-block="article-progress-bar">
      <ReadingProgressBar titleField={route.articleProgressBarTitle} emptyLabel="Article progress bar title" />
    </div>
  );
}
