import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { layoutWith, makePage, renderWithPage } from '../app/testing.tsx';

const page = makePage(layoutWith({}), { editing: false });
const render = (node: React.ReactNode) => renderWithPage(node, page).replace(/ class="[^"]*"/g, '');

describe('Button', () => {
  it('is a real button by default and a link with an href', () => {
    expect(render(<Button>Send</Button>)).toBe('<button type="button">Send</button>');
    expect(
      render(
        <Button href="/contact" variant="secondarySm">
          Contact
        </Button>,
      ),
    ).toBe('<a href="/contact">Contact</a>');
  });

  it('is a real disabled button when disabled, even with an href', () => {
    expect(render(<Button disabled>Send</Button>)).toBe('<button type="button" disabled="">Send</button>');
    const html = render(
      <Button href="/contact" target="_blank" rel="noopener" disabled aria-describedby="why">
        Contact
      </Button>,
    );
    expect(html).toBe('<button type="button" aria-describedby="why" disabled="">Contact</button>');
  });

  it('gives each variant and size its own look', () => {
    const classes = (variant: string) => /class="([^"]*)"/.exec(renderWithPage(<Button variant={variant}>x</Button>, page))?.[1];
    const looks = new Set(['primary', 'secondary', 'tertiary', 'ghost', 'white', 'darkBg', 'primarySm', 'primaryXs'].map(classes));
    expect(looks.size).toBe(8);
    expect(classes('unknown')).toBe(classes('primary'));
  });
});
