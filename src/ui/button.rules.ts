/**
 * Button variants and sizes (spec 000 section 9): primary, secondary, tertiary, ghost, white,
 * darkBg; sizes default, sm, xs, chosen by the suffix Sm or Xs (`primarySm`, `ghostXs`).
 */
export const buttonVariants = ['primary', 'secondary', 'tertiary', 'ghost', 'white', 'darkBg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = 'default' | 'sm' | 'xs';

export interface ButtonStyle {
  variant: ButtonVariant;
  size: ButtonSize;
}

/**
 * Reads a CMS variant name; unknown names fall back to primary, default size. Editors type these
 * names (or pick a droplink whose item name or display name is one), so case, spaces, hyphens and
 * underscores are forgiven: `Secondary Sm`, `dark-bg-xs`, `GHOSTSM`. None of the six variant
 * names ends in "sm" or "xs", so the suffix is never ambiguous.
 */
export function parseButtonVariant(name: unknown, fallback: ButtonVariant = 'primary'): ButtonStyle {
  const text =
    typeof name === 'string'
      ? name
          .trim()
          .replace(/[\s_-]+/g, '')
          .toLowerCase()
      : '';
  const suffix = /(sm|xs)$/.exec(text)?.[1];
  const base = suffix ? text.slice(0, -2) : text;
  const known = buttonVariants.find((v) => v.toLowerCase() === base);
  // An unknown base keeps the fallback look but still honours a size suffix ("bigSm" -> primary sm).
  const variant = known ?? fallback;
  const size: ButtonSize = suffix === 'sm' ? 'sm' : suffix === 'xs' ? 'xs' : 'default';
  return { variant, size };
}

/** Every variant and size name the CMS can send (`primary`, `primarySm`, `primaryXs`, …). */
export const buttonVariantNames: readonly string[] = buttonVariants.flatMap((v) => [v, `${v}Sm`, `${v}Xs`]);
