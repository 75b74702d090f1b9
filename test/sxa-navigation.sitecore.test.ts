/** sxa-navigation.suite.ts over Sitecore's published responses (`npm run test:sitecore`). */
import { sitecoreFixtures } from '../src/cms/test-support/protocol-fixtures.ts';
import { describeSxaNavigationOver } from './sxa-navigation.suite.ts';

describeSxaNavigationOver(sitecoreFixtures(), {
  styles: 'position-right navigation-horizontal',
  home: { title: 'Home', href: '/' },
  child: { title: 'About', href: '/About' },
  promos: [
    { heading: '<h3>Latest Streetwear</h3>', image: 'bottom-left.jpg' },
    { heading: '<h3>Latest Products</h3>', image: 'bottom-right.jpg' },
  ],
  mainText: 'Providing wholesale product basics to the best skate brands',
});
