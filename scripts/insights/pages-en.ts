/** The shared blocks of the article pages and the insights and news landing pages, in English. */
import type { PagesText } from '../compose-insights.ts';

const pages: PagesText = {
  benefits: [
    {
      headline: 'Cleaner terminals',
      description: 'Electric cranes, shore power and renewable energy at our ports and terminals.',
      cta: 'Ports and terminals',
      href: '/solutions/ports-and-terminals',
      art: 'shore-power-teal',
    },
    {
      headline: 'Greener journeys',
      description: 'Rail shuttles and emissions data for every shipment across our logistics network.',
      cta: 'Logistics',
      href: '/solutions/logistics',
      art: 'rail-sand',
    },
    {
      headline: 'Sustainable zones',
      description: 'Solar power and shared infrastructure for the tenants of our economic zones.',
      cta: 'Economic zones',
      href: '/solutions/economic-zones',
      art: 'turbines-sand',
    },
  ],
  cardsHeadline: 'Continue reading',
  navHeadline: 'Explore our insights',
  navLinks: [
    { text: 'All insights', href: '/insights' },
    { text: 'Blogs', href: '/insights/blogs' },
    { text: 'Expert opinions', href: '/insights/expert-opinions' },
    { text: 'Thought leadership', href: '/insights/thought-leadership' },
    { text: 'Whitepapers', href: '/insights/whitepapers' },
  ],
  relatedHeadline: 'Related articles',
  insights: {
    crumb: 'Insights',
    eyebrow: 'Insights',
    headline: 'Ideas that move global trade',
    description:
      'Blogs, expert opinions, thought leadership and whitepapers from the people who run our ports, terminals, logistics networks and economic zones.',
    featured: 'Featured insights',
    listing: 'All insights',
  },
  news: {
    crumb: 'News',
    meta: 'News and announcements from Meridian Ports & Logistics: new terminals, results, partnerships and people.',
    feedName: 'Group News Feed',
    eyebrow: 'Newsroom',
    headline: 'News from across our network',
    description: 'Announcements, results and stories from our ports, logistics parks and people.',
    highlight: 'Latest news',
    allNews: 'All news',
  },
  newsAll: {
    crumb: 'All news',
    eyebrow: 'Newsroom',
    headline: 'All news',
    description: 'Every announcement from the group and from our countries, newest first.',
    listing: 'All news',
    market: 'Global',
  },
  countries: { Global: 'Global', 'United Arab Emirates': 'United Arab Emirates', Egypt: 'Egypt', 'United Kingdom': 'United Kingdom' },
  types: {
    blogs: {
      headline: 'Stories from the quay',
      description: 'Short reads from our terminals, logistics parks and marine teams: how the work is done and who does it.',
      listing: 'All blogs',
    },
    'expert-opinions': {
      headline: 'Expert opinions',
      description: 'Our specialists take a position on the questions that matter to ports, shipping and trade.',
      listing: 'All expert opinions',
    },
    'thought-leadership': {
      headline: 'Thought leadership',
      description: 'Long-range thinking on trade corridors, energy, skills and the future of logistics.',
      listing: 'All thought leadership',
    },
    whitepapers: {
      headline: 'Whitepapers',
      description: 'In-depth guides and methods for governments, customers and partners, based on our experience.',
      listing: 'All whitepapers',
    },
  },
};

export default pages;
