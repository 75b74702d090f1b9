import styled from 'styled-components';

export const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  /* One line's height, so the trail arriving later does not shift the page. */
  min-block-size: 2.875rem;
`;

export const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} 0;
  list-style: none;
`;

export const Step = styled.li`
  display: inline-flex;
  align-items: center;
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  & + &::before {
    /* A chevron drawn with borders: it points the reading direction and turns round in Arabic. */
    content: '';
    display: inline-block;
    inline-size: 0.4rem;
    block-size: 0.4rem;
    margin-inline: ${({ theme }) => theme.space(3)};
    border-block-start: 1.5px solid currentColor;
    border-inline-end: 1.5px solid currentColor;
    transform: rotate(45deg);
    opacity: 0.7;
  }

  [dir='rtl'] & + &::before {
    transform: rotate(-45deg);
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
