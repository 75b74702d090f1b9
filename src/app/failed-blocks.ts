/**
 * Edit mode: a static block that threw on the server. React's server renderer hands a failing
 * block's Suspense boundary to the client (`<!--$!-->` and a template carrying the error's digest),
 * but static blocks are never hydrated, so nothing would show where the block should be. In edit
 * mode the server writes the editor's notice into that boundary's fallback, inside a template
 * (inert, invisible) marked with this attribute; once the page is complete the browser shows the
 * notices of the boundaries that failed. A boundary still streaming (`<!--$?-->`) is left alone:
 * React replaces its fallback with the content when it arrives.
 */
export const FAILED_BLOCK_ATTRIBUTE = 'data-failed-block';
/** The element inside the notice that receives the error's message. */
export const FAILED_BLOCK_MESSAGE_ATTRIBUTE = 'data-failed-block-message';

/** The `$!` comment of the boundary a fallback belongs to, and the template with the error's details. */
function failedBoundaryOf(fallback: Element): { details: HTMLElement | undefined } | undefined {
  let node = fallback.previousSibling;
  let details: HTMLElement | undefined;
  while (node) {
    if (node.nodeType === Node.COMMENT_NODE) {
      return (node as Comment).data === '$!' ? { details } : undefined;
    }
    if (node instanceof HTMLTemplateElement && !node.hasAttribute(FAILED_BLOCK_ATTRIBUTE)) details = node;
    else if (!(node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === '')) return undefined;
    node = node.previousSibling;
  }
  return undefined;
}

/**
 * Shows the editor's notice for every block under `root` whose boundary failed on the server, with
 * the message the server put in the boundary's digest (edit mode only). Returns how many it showed.
 */
export function revealFailedBlocks(root: ParentNode): number {
  let shown = 0;
  for (const fallback of root.querySelectorAll<HTMLTemplateElement>(`template[${FAILED_BLOCK_ATTRIBUTE}]`)) {
    const failed = failedBoundaryOf(fallback);
    if (!failed) continue;
    const notice = fallback.content.cloneNode(true) as DocumentFragment;
    const message = failed.details?.dataset.msg || failed.details?.dataset.dgst;
    const slot = notice.querySelector(`[${FAILED_BLOCK_MESSAGE_ATTRIBUTE}]`);
    if (slot && message) slot.textContent = message;
    fallback.replaceWith(notice);
    shown += 1;
  }
  return shown;
}
