/** dictionary.suite.ts over Sitecore's published responses (`npm run test:sitecore`). */
import { describeGraphqlDictionaryOver } from './dictionary.suite.ts';
import { sitecoreFixtures } from './test-support/protocol-fixtures.ts';

describeGraphqlDictionaryOver(sitecoreFixtures(), {
  singlepage: { foo: 'foo', bar: 'bar' },
  multipage: { foo: 'foo', bar: 'bar', baz: 'baz' },
});
