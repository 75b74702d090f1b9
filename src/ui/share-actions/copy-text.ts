/**
 * Copies text for "Copy link" (the share actions bar, a documents table row): the async clipboard,
 * else, for browsers without it (plain http, old browsers) or without permission, a selected
 * textarea. True when one of them copied; `onFailure` hears the clipboard's error when neither did.
 */
export async function copyText(text: string, onFailure?: (error: unknown) => void): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    if (copyWithSelection(text)) return true;
    onFailure?.(error);
    return false;
  }
}

function copyWithSelection(text: string): boolean {
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  } catch {
    return false;
  }
}
