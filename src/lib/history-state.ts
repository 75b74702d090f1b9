/**
 * The current history entry's state as a record ({} when a page script left something else), so
 * a panel that adds an entry for the Back button (the modal dialog, the form slide-in) can keep
 * what is there and find its own key. Browser only.
 */
export function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}
