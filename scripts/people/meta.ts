/** The twelve leaders of docs/people-and-resources.md, in page order, and the tag names they use. */
import type { LeaderMeta } from './types.ts';

export const COUNTRY_TAGS = ['global', 'united-arab-emirates', 'saudi-arabia', 'india', 'united-kingdom', 'egypt'] as const;
export const FUNCTION_TAGS = ['executive', 'operations', 'finance', 'sustainability', 'technology', 'people'] as const;

const navy = '#13294b';
const charcoal = '#2b2f36';

export const LEADERS: LeaderMeta[] = [
  {
    slug: 'amira-haddad', country: 'global', function: 'executive', linkedin: 'amira-haddad', twitter: 'amira_haddad',
    portrait: { backdrop: ['#0e4f5c', '#3a9a9a'], halo: '#d8f1ee', skin: '#c99a78', hair: '#2a1a14', hairStyle: 'long', jacket: navy, shirt: '#f4efe6' },
  },
  {
    slug: 'daniel-okafor', country: 'global', function: 'operations', linkedin: 'daniel-okafor', twitter: 'dan_okafor',
    portrait: { backdrop: ['#1b2f52', '#4b6e9e'], halo: '#dce8f7', skin: '#6b4330', hair: '#151010', hairStyle: 'crop', jacket: charcoal, shirt: '#ffffff', tie: '#a3302f' },
  },
  {
    slug: 'li-wen-tan', country: 'global', function: 'finance', linkedin: 'li-wen-tan',
    portrait: { backdrop: ['#5c2a3a', '#b8707a'], halo: '#fde4dc', skin: '#e8c4a2', hair: '#141014', hairStyle: 'bob', jacket: '#7a2335', shirt: '#f7f2ee' },
  },
  {
    slug: 'youssef-benali', country: 'global', function: 'sustainability', linkedin: 'youssef-benali', twitter: 'y_benali',
    portrait: { backdrop: ['#1d5b3a', '#6cbf84'], halo: '#e3f6e8', skin: '#b88462', hair: '#1f1611', hairStyle: 'short', jacket: '#25463a', shirt: '#eef3ec', beard: true },
  },
  {
    slug: 'noura-al-qahtani', country: 'global', function: 'technology', linkedin: 'noura-alqahtani', twitter: 'noura_alqahtani',
    portrait: { backdrop: ['#3b2a6b', '#8d74c9'], halo: '#ece6fb', skin: '#c89672', hair: '#2f3550', hairStyle: 'headscarf', jacket: '#1e1b33', shirt: '#e9e4f5' },
  },
  {
    slug: 'james-achebe', country: 'global', function: 'people',
    portrait: { backdrop: ['#8c4a0b', '#f0a43a'], halo: '#fff1c1', skin: '#5a3626', hair: '#140d0a', hairStyle: 'crop', jacket: '#3b3f46', shirt: '#dfe7f2', beard: true },
  },
  {
    slug: 'khalid-al-mansoori', country: 'united-arab-emirates', function: 'executive', linkedin: 'khalid-almansoori', twitter: 'k_almansoori',
    portrait: { backdrop: ['#a4572a', '#e8b86a'], halo: '#fbefd6', skin: '#b07b56', hair: '#f7f5f0', hairStyle: 'ghutra', jacket: '#f7f5f0', shirt: '#f7f5f0', beard: true },
  },
  {
    slug: 'fatimah-al-harbi', country: 'saudi-arabia', function: 'executive', linkedin: 'fatimah-alharbi',
    portrait: { backdrop: ['#0b2341', '#2f6a8f'], halo: '#cfe6f2', skin: '#c28e68', hair: '#161a22', hairStyle: 'headscarf', jacket: '#161a22', shirt: '#d8dde6', glasses: true },
  },
  {
    slug: 'rahul-mehta', country: 'india', function: 'executive', linkedin: 'rahul-mehta', twitter: 'rahulmehta_ports',
    portrait: { backdrop: ['#4f7fb0', '#bfe0f2'], halo: '#eef8ff', skin: '#9c6b4b', hair: '#120e0c', hairStyle: 'short', jacket: '#1f2f46', shirt: '#ffffff', tie: '#2e6e8e', glasses: true },
  },
  {
    slug: 'priya-nair', country: 'india', function: 'operations',
    portrait: { backdrop: ['#6b2d5c', '#d37a8c'], halo: '#fde4ef', skin: '#8f5d40', hair: '#100b0a', hairStyle: 'bun', jacket: '#0f5f63', shirt: '#f5efe6' },
  },
  {
    slug: 'sarah-whitfield', country: 'united-kingdom', function: 'operations', linkedin: 'sarah-whitfield', twitter: 'swhitfield_ports',
    portrait: { backdrop: ['#2c3440', '#66788a'], halo: '#d6dde4', skin: '#f0cdb4', hair: '#a8683a', hairStyle: 'long', jacket: '#1c2a3a', shirt: '#e8eef4' },
  },
  {
    slug: 'omar-farouk', country: 'egypt', function: 'executive', linkedin: 'omar-farouk',
    portrait: { backdrop: ['#0a3a40', '#1f7f7a'], halo: '#d1efe9', skin: '#a87452', hair: '#9a9a9a', hairStyle: 'short', jacket: '#2a2f3a', shirt: '#ffffff', tie: '#6b5b2e', glasses: true },
  },
];
