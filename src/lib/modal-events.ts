/**
 * Opening a slide-in/modal from a link or button (spec 000 sections 4 and 7): the target address
 * is kept in local storage under the modal id (the modal removes it when the page unloads), then
 * two window events fire: `openCustomModal-{id}` and the generic `openCustomModal` carrying the id.
 */
export const OPEN_MODAL_EVENT = 'openCustomModal';

export interface OpenModalDetail {
  id: string;
}

export function openModal(modalId: string, href?: string): void {
  if (typeof window === 'undefined' || !modalId) return;
  if (href) {
    try {
      window.localStorage.setItem(modalId, href);
    } catch {
      // Storage can be disabled (privacy mode); the modal still opens.
    }
  }
  window.dispatchEvent(new CustomEvent<OpenModalDetail>(`${OPEN_MODAL_EVENT}-${modalId}`, { detail: { id: modalId } }));
  window.dispatchEvent(new CustomEvent<OpenModalDetail>(OPEN_MODAL_EVENT, { detail: { id: modalId } }));
}
