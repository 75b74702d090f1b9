import { openModal } from '../lib/modal-events.ts';

/** The attributes a modal trigger carries (Link renders them; no block needs hydrating for it). */
export const MODAL_TRIGGER_ATTRIBUTE = 'data-modal-id';
export const MODAL_HREF_ATTRIBUTE = 'data-modal-href';

/**
 * One listener for the whole document opens slide-ins from links and buttons with a modal id
 * (spec 000 sections 4 and 7), so the blocks that hold them stay static. `prepare` runs first
 * (the island runtime hydrates the slide-in's island), then the open events fire.
 */
export function listenForModalTriggers(prepare: (modalId: string) => Promise<void> = () => Promise.resolve()): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    // Any element, of this document's realm or not (`instanceof Element` is false across realms,
    // as a jsdom window's elements were once under a loaded test run).
    const origin = event.target as Partial<Element> | null;
    const target = typeof origin?.closest === 'function' ? origin.closest(`[${MODAL_TRIGGER_ATTRIBUTE}]`) : null;
    const modalId = target?.getAttribute(MODAL_TRIGGER_ATTRIBUTE);
    if (!target || !modalId) return;
    event.preventDefault();
    const href = target.getAttribute(MODAL_HREF_ATTRIBUTE) ?? undefined;
    void prepare(modalId)
      .catch((error: unknown) => console.error('the slide-in could not be prepared:', error))
      .then(() => openModal(modalId, href));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
