// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Placeholder } from './Placeholder.tsx';
import { PageProviders } from './PageProviders.tsx';
import { registerBlock } from './registry.ts';
import { collectingLogger, layoutWith, makePage } from './testing.tsx';

function Exploding(): never {
  throw new Error('bad field shape');
}
function Fine() {
  return <p>Fine block</p>;
}

const off: (() => void)[] = [];
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  off.push(registerBlock('Exploding', Exploding), registerBlock('Fine', Fine));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => {
  off.forEach((fn) => fn());
  vi.restoreAllMocks();
});

const layout = layoutWith({
  main: [
    { uid: '1', componentName: 'Exploding' },
    { uid: '2', componentName: 'Fine' },
  ],
});

describe('a failing block in the browser', () => {
  it('shows visitors nothing, logs it, and leaves the other blocks alone', () => {
    const logger = collectingLogger();
    const { container } = render(
      <PageProviders page={makePage(layout, { editing: false })} logger={logger}>
        <Placeholder name="main" />
      </PageProviders>,
    );
    expect(container.textContent).toBe('Fine block');
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', obj: expect.objectContaining({ component: 'Exploding' }) }));
  });

  it('shows editors a notice naming the block', () => {
    const { container } = render(
      <PageProviders page={makePage(layout, { editing: true })}>
        <Placeholder name="main" />
      </PageProviders>,
    );
    expect(container.textContent).toContain('The component Exploding failed to render.');
    expect(container.textContent).toContain('bad field shape');
    expect(container.textContent).toContain('Fine block');
  });
});
