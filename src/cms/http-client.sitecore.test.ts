/** http-client.suite.ts over Sitecore's published responses (`npm run test:sitecore`). */
import { describeRequestJsonOver } from './http-client.suite.ts';
import { sitecoreFixtures } from './test-support/protocol-fixtures.ts';

describeRequestJsonOver(sitecoreFixtures());
