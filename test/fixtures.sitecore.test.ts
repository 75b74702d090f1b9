/** fixtures.suite.ts over Sitecore's published responses (`npm run test:sitecore`). */
import { sitecoreFixtures } from '../src/cms/test-support/protocol-fixtures.ts';
import { describeLayoutsOverHttp } from './fixtures.suite.ts';

describeLayoutsOverHttp(sitecoreFixtures());
