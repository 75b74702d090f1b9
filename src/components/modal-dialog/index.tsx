import { useCallback, useEffect, useState } from 'react';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import type { BlockProps } from '../../app/registry.ts';
import { Link } from '../../fields/Link.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readLink } from '../../fields/read.ts';
import { OPEN_MODAL_EVENT, type OpenModalDetail } from '../../lib/modal-events.ts';
import { ModalDialog } from '../../ui/modal-dialog/ModalDialog.tsx';
import { markInfoShown, shouldAutoOpenInfo } from '../../ui/modal-dialog/modal-dialog.rules.ts';
import { readModalSettings } from './modal-dialog-block.rules.ts';
import { CtaLink, EditorPanel, EditorNote } from './modal-dialog-block.styles.ts';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The address a trigger left under the modal id (src/lib/modal-events.ts), read once. */
function takeStoredHref(modalId: string): string {
  try {
    const href = window.localStorage.getItem(modalId) ?? '';
    return /^(https?:\/\/|\/(?!\/))/i.test(href) ? href : '';
  } catch {
    return '';
  }
}

/**
 * ModalDialog (spec 002 sections 2 and 4): the shared dialog (src/ui/modal-dialog) with the
 * editor's headline, description and call to action.
 *
 * - 'info' opens by itself once per session (sessionStorage, under `sessionKey` or the default
 *   key `modal-info-shown`); the flag is set when it opens, so a visitor who leaves the page
 *   without closing it is not asked again. A trigger naming its modal id opens it any time.
 * - 'disclaimer' opens when a trigger or an `openCustomModal` event names its modal id. Agree opens,
 *   in a new tab, the address the trigger gave (`data-modal-href`, kept by openModal under the id),
 *   else the dialog's own call to action; with neither, Agree just closes.
 * - Nothing of it is in the page flow. Edit mode shows its fields in place, to be edited.
 */
export default function ModalDialogBlock({ fields, rendering }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const settings = readModalSettings(fields);
  const [open, setOpen] = useState(false);
  const [agreeUrl, setAgreeUrl] = useState('');
  const name = settings.modalId || `modal-${rendering.uid ?? 'dialog'}`;

  useEffect(() => {
    if (editing || settings.type !== 'info') return;
    const storage = sessionStore();
    if (!shouldAutoOpenInfo(storage, settings.sessionKey, editing)) return;
    markInfoShown(storage, settings.sessionKey);
    setOpen(true);
  }, [editing, settings.type, settings.sessionKey]);

  const show = useCallback(() => {
    setAgreeUrl(settings.modalId ? takeStoredHref(settings.modalId) : '');
    setOpen(true);
  }, [settings.modalId]);

  useEffect(() => {
    const modalId = settings.modalId;
    if (editing || !modalId) return;
    const onOwn = () => show();
    const onGeneric = (event: Event) => {
      const detail = (event as CustomEvent<OpenModalDetail | string | undefined>).detail;
      const id = typeof detail === 'string' ? detail : detail?.id;
      if (id === modalId) show();
    };
    window.addEventListener(`${OPEN_MODAL_EVENT}-${modalId}`, onOwn);
    window.addEventListener(OPEN_MODAL_EVENT, onGeneric);
    return () => {
      window.removeEventListener(`${OPEN_MODAL_EVENT}-${modalId}`, onOwn);
      window.removeEventListener(OPEN_MODAL_EVENT, onGeneric);
    };
  }, [editing, settings.modalId, show]);

  if (editing) {
    return (
      <EditorPanel data-block="modal-dialog">
        <EditorNote>{t('ModalDialogEditorNote', 'Modal dialog ({type}): shown over the page, not in its flow.', { type: settings.type })}</EditorNote>
        <Text field={fields.headline} as="h2" emptyLabel="Headline" />
        <RichText field={fields.description} emptyLabel="Description" />
        <Link field={fields.cta} emptyLabel="Call to action" />
      </EditorPanel>
    );
  }

  const cta = readLink(fields.cta);
  const showCta = settings.type === 'info' && settings.ctaHref !== '' && cta !== undefined;
  return (
    <ModalDialog
      open={open}
      onClosed={() => setOpen(false)}
      type={settings.type}
      name={name}
      title={<Text field={fields.headline} />}
      agreeUrl={agreeUrl || settings.ctaHref || undefined}
      actions={showCta ? <CtaLink field={fields.cta} $variant="primary" /> : undefined}
    >
      {hasText(fields.description) && <RichText field={fields.description} />}
    </ModalDialog>
  );
}
