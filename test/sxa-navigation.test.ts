/**
 * Our SXA home page (test/fixtures/sitecore-protocol/sxa-home.json) through the real server and a
 * fake CMS: its Navigation and its two Promos, in place and laid flat (Sitecore's own page:
 * sxa-navigation.sitecore.test.ts).
 */
import { OUR_FIXTURES } from '../src/cms/test-support/protocol-fixtures.ts';
import { describeSxaNavigationOver } from './sxa-navigation.suite.ts';

describeSxaNavigationOver(OUR_FIXTURES, {
  styles: 'position-left navigation-horizontal',
  home: { title: 'Home', href: '/' },
  child: { title: 'Terminals', href: '/Terminals' },
  promos: [
    { heading: '<h3>Cold chain at the quay</h3>', image: 'promo-reefer.jpg' },
    { heading: '<h3>Straight onto the rails</h3>', image: 'promo-rail.jpg' },
  ],
  mainText: 'Twelve deep-water berths and a rail yard, open every hour of the year',
});
