/** personalize-layout.suite.ts over Sitecore's published responses (`npm run test:sitecore`). */
import { sitecoreFixtures } from '../cms/test-support/protocol-fixtures.ts';
import { describePersonalizeOver } from './personalize-layout.suite.ts';

describePersonalizeOver(sitecoreFixtures());
