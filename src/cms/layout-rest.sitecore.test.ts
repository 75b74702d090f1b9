/** layout-rest.suite.ts over Sitecore's published responses (`npm run test:sitecore`). */
import { describeRestLayoutOver } from './layout-rest.suite.ts';
import { sitecoreFixtures } from './test-support/protocol-fixtures.ts';

describeRestLayoutOver(sitecoreFixtures(), { siteName: 'xm-jss-react' });
