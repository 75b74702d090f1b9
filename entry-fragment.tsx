import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FragmentContent } from './src/app/FragmentContent.tsx';
import {
  FRAGMENT_ATTRIBUTE,
  FRAGMENT_CONTEXT_ATTRIBUTE,
  FRAGMENT_HYDRATED_ATTRIBUTE,
  FRAGMENT_ROOT_ATTRIBUTE,
  type FragmentPayload,
} from './src/app/fragment.rules.ts';
import { collectComponentNames, preloadBlocks } from './src/app/registry.ts';
import { adoptServerStyles } from './src/app/adopt-server-styles.ts';

/**
 * Hydrates fragments (our header, footer or another block) embedded on another site. The markup
 * (src/server/fragments.ts) is `<div data-fragment lang dir>` holding the style tags, the root
 * React renders into (`[data-fragment-root]`), the serialised context and this module's script.
 *
 * A module runs once per page however many fragments name it, so this hydrates every fragment on
 * the page, and keeps watching for fragments inserted later (a footer fetched after the header).
 */
const seen = new WeakSet<Element>();

function hydrateFragment(wrapper: Element): void {
  if (seen.has(wrapper)) return;
  const root = wrapper.querySelector(`:scope > [${FRAGMENT_ROOT_ATTRIBUTE}]`);
  const context = wrapper.querySelector(`:scope > script[${FRAGMENT_CONTEXT_ATTRIBUTE}]`);
  if (!root || !context?.textContent) return;
  seen.add(wrapper);
  let payload: FragmentPayload;
  try {
    payload = JSON.parse(context.textContent) as FragmentPayload;
  } catch (error) {
    console.error('fragment context is not valid JSON; the fragment stays as the server sent it:', error);
    return;
  }
  // Load the blocks' chunks first, so hydration never suspends on code.
  void preloadBlocks(collectComponentNames(payload.page.layout)).then(() => {
    adoptServerStyles(wrapper);
    hydrateRoot(
      root,
      <>
        <FragmentContent page={payload.page} target={payload.target} />
        <HydrationMarker wrapper={wrapper} />
      </>,
      {
        onRecoverableError(error) {
          console.error('fragment hydration recovered from an error:', error);
        },
      },
    );
  });
}

/** Marks the wrapper `data-fragment-hydrated="true"` once React has hydrated it. */
function HydrationMarker({ wrapper }: { wrapper: Element }) {
  useEffect(() => {
    wrapper.setAttribute(FRAGMENT_HYDRATED_ATTRIBUTE, 'true');
  }, [wrapper]);
  return null;
}

function hydrateWithin(node: ParentNode): void {
  if (node instanceof Element && node.hasAttribute(FRAGMENT_ATTRIBUTE)) hydrateFragment(node);
  node.querySelectorAll(`[${FRAGMENT_ATTRIBUTE}]`).forEach(hydrateFragment);
}

hydrateWithin(document);
new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    for (const node of mutation.addedNodes) {
      if (node instanceof Element) hydrateWithin(node);
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });
