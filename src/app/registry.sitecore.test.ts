/** registry.suite.ts over Sitecore's published responses (`npm run test:sitecore`). */
import { sitecoreFixtures } from '../cms/test-support/protocol-fixtures.ts';
import { describeComponentNamesOver } from './registry.suite.ts';

describeComponentNamesOver(sitecoreFixtures(), {
  sxaPage: ['PartialDesignDynamicPlaceholder', 'RichText', 'Navigation', 'HeadlineBarSection', 'Image', 'Container', 'Promo'],
  nestedInLayout: 'Styleguide-FieldUsage-Link',
  personalised: ['ContentBlock'],
});
