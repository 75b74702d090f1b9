/** site-services.suite.ts over Sitecore's published responses (`npm run test:sitecore`). */
import { describeSiteRoutesOver } from './site-services.suite.ts';
import { sitecoreFixtures } from './test-support/protocol-fixtures.ts';

describeSiteRoutesOver(sitecoreFixtures(), {
  paths: ['/', '/x1', '/y1/y2/y3/y4', '/y1/y2'],
});
