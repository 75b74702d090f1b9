/** sxa-layout.suite.ts over Sitecore's published responses (`npm run test:sitecore`). */
import { sitecoreFixtures } from '../src/cms/test-support/protocol-fixtures.ts';
import { describeSxaLayoutOver } from './sxa-layout.suite.ts';

describeSxaLayoutOver(sitecoreFixtures(), {
  headerTitle: '<h1>Skate Park</h1>',
  containerText: 'In the news',
  imageSrc: 'https://xmcloudcm.localhost/-/media/Feature/JSS-Experience-Accelerator/Basic-Site/banner-image.jpg',
  footerText: '12 Forever Street',
  columnText: 'Test RichText',
});
