/** Placeholder.suite.tsx over Sitecore's published responses (`npm run test:sitecore`). */
import { sitecoreFixtures } from '../cms/test-support/protocol-fixtures.ts';
import { describePlaceholderOver } from './Placeholder.suite.tsx';

describePlaceholderOver(sitecoreFixtures(), {
  sxaPage: { richTexts: 5, promos: 2, unknownBlock: 'HeadlineBarSection' },
  columnSplitter: { text: 'Test RichText', styles: 'test-css-class-y' },
});
