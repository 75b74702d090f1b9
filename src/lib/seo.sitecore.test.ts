/** seo.suite.ts over Sitecore's published responses (`npm run test:sitecore`). */
import { sitecoreFixtures } from '../cms/test-support/protocol-fixtures.ts';
import { describeSeoOver } from './seo.suite.ts';

describeSeoOver(sitecoreFixtures());
