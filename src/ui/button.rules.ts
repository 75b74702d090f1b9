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

/** Reads a CMS variant name; unknown names fall back to primary, default size. */
export function parseButtonVariant(name: unknown, fallback: ButtonVariant = 'primary'): ButtonStyle {
  const text = typeof name === 'string' ? name.trim() : '';
  const suffix = /(Sm|Xs)$/.exec(text)?.[1];
  const base = suffix ? text.slice(0, -2) : text;
  const variant = buttonVariants.find((v) => v.toLowerCase() === base.toLowerCase()) ?? fallback;
  const size: ButtonSize = suffix === 'Sm' ? 'sm' : suffix === 'Xs' ? 'xs' : 'default';
  return { variant, size };
}
