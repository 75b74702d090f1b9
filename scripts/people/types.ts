/** The compact source of the people sample content (read by scripts/compose-people.ts only). */

export type Language = 'en' | 'ar';

/** How a portrait is drawn (scripts/people/art.ts): our own abstract illustrated portraits. */
export interface PortraitStyle {
  /** Background gradient, start and end. */
  backdrop: [string, string];
  /** A lighter shape behind the figure. */
  halo: string;
  skin: string;
  hair: string;
  /** short, long, bob, bun, crop (very short), headscarf, ghutra. */
  hairStyle: 'short' | 'long' | 'bob' | 'bun' | 'crop' | 'headscarf' | 'ghutra';
  jacket: string;
  shirt: string;
  tie?: string;
  beard?: boolean;
  glasses?: boolean;
}

/** What a leader is, the same in both languages. */
export interface LeaderMeta {
  slug: string;
  country: string;
  function: string;
  /** LinkedIn / X handles (https://www.linkedin.com/in/example-… and https://x.com/example_…), or none. */
  linkedin?: string;
  twitter?: string;
  portrait: PortraitStyle;
}

/** What a leader page says, per language. */
export interface LeaderText {
  name: string;
  designation: string;
  quote: string;
  /** Three paragraphs of plain text (the generator wraps them in <p>). */
  bio: [string, string, string];
}

/** The page texts, per language. */
export interface PeoplePagesText {
  site: string;
  leadership: { crumb: string; eyebrow: string; headline: string; description: string; heroAlt: string; listHeadline: string; listDescription: string };
  back: string;
  otherLeaders: string;
  countries: Record<string, string>;
  functions: Record<string, string>;
  filters: { country: string; function: string };
  gallery: { title: string; intro: string; carouselNote: string };
  /** "Portrait of {name}" */
  portraitAlt: string;
  /** "{name}, {designation}" for the leader page's description. */
  metaDescription: string;
}
