import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';

/** The info dialog's call to action, a link in the primary button's look. */
export const CtaLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const EditorPanel = styled.section`
  margin: 1.5rem auto;
  max-inline-size: 40rem;
  padding: 1.5rem;
  border: 2px dashed ${({ theme }) => theme.colors.editing};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const EditorNote = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.editing};
  font-size: 0.875rem;
`;
