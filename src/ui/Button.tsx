import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { parseButtonVariant, type ButtonSize, type ButtonVariant } from './button.rules.ts';
import { Icon } from './Icon.tsx';
import type { IconName } from './icon-names.ts';
import { media } from './theme.ts';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  default: css`
    min-height: 3rem;
    padding: 0.75rem 1.5rem;
    font-size: 1rem;
    gap: 0.625rem;
  `,
  sm: css`
    min-height: 2.5rem;
    padding: 0.5rem 1.125rem;
    font-size: 0.9375rem;
    gap: 0.5rem;
  `,
  xs: css`
    min-height: 2rem;
    padding: 0.375rem 0.875rem;
    font-size: 0.875rem;
    gap: 0.375rem;
  `,
};

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentStrong};
      border-color: ${({ theme }) => theme.colors.accentStrong};
      color: #fff;
    }
  `,
  secondary: css`
    background: transparent;
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accent};
      color: #fff;
    }
  `,
  tertiary: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.accent};
    padding-inline: 0;
    min-height: auto;
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.accentStrong};
      text-decoration: underline;
      text-decoration-thickness: 2px;
      text-underline-offset: 0.3em;
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  white: css`
    background: #fff;
    border-color: #fff;
    color: ${({ theme }) => theme.colors.ink};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceStrong};
      border-color: ${({ theme }) => theme.colors.surfaceStrong};
      color: ${({ theme }) => theme.colors.ink};
    }
  `,
  darkBg: css`
    background: transparent;
    border-color: rgba(255, 255, 255, 0.85);
    color: #fff;
    &:hover:not(:disabled) {
      background: #fff;
      border-color: #fff;
      color: ${({ theme }) => theme.colors.ink};
    }
  `,
};

/** The button look, for styled(Link) and other elements that must look like a button. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;
  ${({ $size = 'default' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
  ${media.down('2xs')} {
    white-space: normal;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

type CommonProps = {
  /** A variant name, optionally with the Sm/Xs size suffix (`secondarySm`). */
  variant?: string;
  /**
   * A disabled button is a real disabled `<button>`, even when given an href: a link cannot be
   * disabled, and one that only looks disabled still takes focus and navigates.
   */
  disabled?: boolean | undefined;
  /** Trailing icon (mirrored in right-to-left when directional). */
  icon?: IconName;
  children?: ReactNode;
};

export type ButtonProps = CommonProps &
  (
    | ({ href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>)
    | ({ href?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>)
  );

/** A real `<button>`, or an `<a>` when given an href (and not disabled), in one of the six variants. */
export function Button({ variant, icon, disabled, children, ...rest }: ButtonProps) {
  const { variant: $variant, size: $size } = parseButtonVariant(variant);
  const iconSize = $size === 'default' ? 20 : 16;
  const content = (
    <>
      {children}
      {icon && <Icon name={icon} size={iconSize} />}
    </>
  );
  if (disabled) {
    const { href: _href, target: _target, rel: _rel, download: _download, hrefLang: _hrefLang, ...common } = rest as AnchorHTMLAttributes<HTMLAnchorElement>;
    return (
      <StyledButton type="button" {...(common as ButtonHTMLAttributes<HTMLButtonElement>)} disabled $variant={$variant} $size={$size}>
        {content}
      </StyledButton>
    );
  }
  if (typeof rest.href === 'string') {
    const anchorProps = rest as AnchorHTMLAttributes<HTMLAnchorElement>;
    return (
      <StyledAnchor {...anchorProps} $variant={$variant} $size={$size}>
        {content}
      </StyledAnchor>
    );
  }
  const buttonProps = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <StyledButton type="button" {...buttonProps} $variant={$variant} $size={$size}>
      {content}
    </StyledButton>
  );
}
