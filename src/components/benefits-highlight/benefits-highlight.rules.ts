/**
 * Benefits highlight (spec 001 sections 2 and 3): cards with image, headline, description and cta;
 * the section's showDividerLine flag and sectionId. The card rules are shared (src/ui/feature-card.rules.ts).
 */
export const BENEFITS_LINK_FIELD = 'cta';
