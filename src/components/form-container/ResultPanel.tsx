import type { Ref } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import { useTranslate } from '../../app/context/index.ts';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readText } from '../../fields/read.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Actions, Panel, PanelAction, PanelButton, PanelClose, PanelHeading, PanelSymbol, PanelText } from './form-container.styles.ts';

export interface ResultPanelProps {
  kind: 'success' | 'error';
  fields: Record<string, unknown>;
  /** Success: the stored link target of the modal opener, offered as a download. */
  downloadHref?: string | undefined;
  /** The panel's own close control (embedded); the slide-in has the dialog's close button instead. */
  onClose?: (() => void) | undefined;
  /** Continue (success without a download) or try again (failure). */
  onContinue(): void;
  ref?: Ref<HTMLDivElement>;
}

/** The two symbols, drawn here (the icon catalogue has no check mark). */
function ResultSymbol({ kind }: { kind: 'success' | 'error' }) {
  return (
    <PanelSymbol $tone={kind} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {kind === 'success' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 6.5v7M12 17.5v.01" />}
      </svg>
    </PanelSymbol>
  );
}

/**
 * The message that replaces the form after sending (spec 000 sections 4 and 8): the CMS texts
 * headlineSuccess/descriptionSuccess/ctaTextSuccess or headlineFailure/descriptionFailure/
 * ctaTextFailure. Empty CMS texts fall back to built-in wording, so a visitor is never left with
 * an empty box. The panel takes the focus when it appears (see the container), so screen readers
 * read it: its heading as its name, its text as its description.
 */
export function ResultPanel({ kind, fields, downloadHref, onClose, onContinue, ref }: ResultPanelProps) {
  const t = useTranslate();
  const headingId = useStableId(`${kind}-heading`);
  const descriptionId = useStableId(`${kind}-description`);
  const success = kind === 'success';
  const headline = success ? fields.headlineSuccess : fields.headlineFailure;
  const description = success ? fields.descriptionSuccess : fields.descriptionFailure;
  const ctaText = readText(success ? fields.ctaTextSuccess : fields.ctaTextFailure).trim();
  const fallbackHeadline = success ? t('FormSuccessHeadline', 'Thank you') : t('FormFailureHeadline', 'Something went wrong');
  const fallbackDescription = success
    ? t('FormSuccessDescription', 'Your enquiry has been sent. We will be in touch soon.')
    : t('FormFailureDescription', 'We could not send your enquiry. Please try again in a few minutes.');

  return (
    <Panel ref={ref} tabIndex={-1} role="group" aria-labelledby={headingId} aria-describedby={descriptionId} data-form-result={kind}>
      {onClose && (
        <PanelClose type="button" onClick={onClose} aria-label={t('FormClose', 'Close')} data-form-result-close="">
          <Icon name="close" size={22} />
        </PanelClose>
      )}
      <ResultSymbol kind={kind} />
      {hasText(headline) ? <Text as={PanelHeading} id={headingId} field={headline} /> : <PanelHeading id={headingId}>{fallbackHeadline}</PanelHeading>}
      {hasText(description) ? (
        <RichText as={PanelText} id={descriptionId} field={description} />
      ) : (
        <PanelText id={descriptionId}>{fallbackDescription}</PanelText>
      )}
      <Actions>
        {success && downloadHref ? (
          <PanelAction href={downloadHref} download="" $variant="primary" data-form-download="">
            {ctaText || t('FormDownload', 'Download')}
            <Icon name="arrow-right" size={20} />
          </PanelAction>
        ) : (
          <PanelButton type="button" $variant={success ? 'primary' : 'secondary'} onClick={onContinue} data-form-continue="">
            {ctaText || (success ? t('FormContinue', 'Continue') : t('FormTryAgain', 'Try again'))}
          </PanelButton>
        )}
      </Actions>
    </Panel>
  );
}
