import { useEffect, useRef, useState } from 'react';
import { useStableId, useTranslate } from '../../app/context/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { isIconName } from '../../ui/icon-names.ts';
import { copyText } from '../../ui/share-actions/copy-text.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { downloadFileName } from '../../lib/download-name.ts';
import { FileTypeIcon } from './FileTypeIcon.tsx';
import { absoluteUrl, fileKind, LINK_COPIED_MS, shareTargetUrl, type DocumentRow, type ShareTarget } from './documents-table.rules.ts';
import {
  Copied,
  DownloadButton,
  RowActions,
  RowDate,
  RowIcon,
  RowItem,
  RowText,
  RowTitle,
  ShareButton,
  ShareMenu,
  ShareMenuItem,
  ShareWrap,
} from './documents-table.styles.ts';

export interface DocumentRowItemProps {
  doc: DocumentRow;
  /** Past the phone's page: hidden below 768 px until Load more (use-documents.ts). */
  beyondPhonePage?: boolean;
  targets: readonly ShareTarget[];
  shareOpen: boolean;
  onShare(open: boolean): void;
  onGated(doc: DocumentRow, opener: HTMLElement): void;
  downloadText: string;
}

/**
 * One document: type icon, title, date, share and download. A gated document's download asks for
 * the disclaimer first (the table's dialog); the others are plain links with the download file
 * name. Share opens this row's popover: the configured networks and Copy link, whose 'linkCopied'
 * notice stays 4 s (spec 002 sections 4 and 9).
 */
export function DocumentRowItem({ doc, beyondPhonePage = false, targets, shareOpen, onShare, onGated, downloadText }: DocumentRowItemProps) {
  const t = useTranslate();
  const menuId = useStableId(`share-${doc.id}`);
  const wrapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const kind = fileKind(doc.type);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  // Spec 002 section 4: the popover "closes on an outside mouse press"; Escape closes it too.
  useEffect(() => {
    if (!shareOpen) return;
    const onPress = (event: MouseEvent) => {
      if (wrapRef.current && event.target instanceof Node && !wrapRef.current.contains(event.target)) onShare(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onShare(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [shareOpen, onShare]);

  const pageBase = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  const shared = absoluteUrl(doc.url, pageBase) ?? doc.url;

  const copy = async () => {
    if (!(await copyText(shared))) return;
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), LINK_COPIED_MS);
  };

  const typeWords = t('DocumentsFileType', '{type} file', { type: (doc.type || kind).toUpperCase() });
  return (
    <RowItem data-document-row={doc.id} data-gated={doc.isGated ? 'true' : 'false'} {...(beyondPhonePage ? { 'data-beyond-mobile-page': '' } : {})}>
      <RowIcon>
        <FileTypeIcon kind={kind} type={doc.type} />
      </RowIcon>
      <RowText>
        <RowTitle>
          {doc.title}
          <VisuallyHidden>, {typeWords}</VisuallyHidden>
        </RowTitle>
        {doc.date && <RowDate dateTime={doc.rawDate}>{doc.date}</RowDate>}
      </RowText>
      <RowActions>
        <ShareWrap ref={wrapRef}>
          <ShareButton
            ref={toggleRef}
            type="button"
            aria-expanded={shareOpen}
            aria-controls={menuId}
            onClick={() => onShare(!shareOpen)}
            data-document-share=""
          >
            <Icon name="share" size={18} />
            <VisuallyHidden>
              {t('DocumentsShare', 'Share')}: {doc.title}
            </VisuallyHidden>
          </ShareButton>
          <ShareMenu id={menuId} hidden={!shareOpen} data-share-menu="">
            {targets.map((target) => (
              <ShareMenuItem
                key={target.kind}
                as="a"
                href={shareTargetUrl(target.kind, shared, doc.title)}
                target={target.kind === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                onClick={() => onShare(false)}
              >
                {target.icon ? (
                  <img src={target.icon.src} width={18} height={18} alt="" loading="lazy" />
                ) : (
                  isIconName(target.kind) && <Icon name={target.kind} size={18} />
                )}
                <span>{target.label}</span>
              </ShareMenuItem>
            ))}
            <ShareMenuItem type="button" onClick={() => void copy()} data-document-copy="">
              <Icon name={copied ? 'check' : 'link'} size={18} />
              <span>{t('CopyLink', 'Copy link')}</span>
            </ShareMenuItem>
          </ShareMenu>
          <Copied role="status" data-link-copied={copied ? 'true' : 'false'}>
            {copied ? t('linkCopied', 'Link copied') : ''}
          </Copied>
        </ShareWrap>
        {doc.isGated ? (
          <DownloadButton type="button" onClick={(event) => onGated(doc, event.currentTarget)} data-document-download="gated">
            {downloadText}
            <Icon name="arrow-right" size={16} />
            <VisuallyHidden>: {doc.title}</VisuallyHidden>
          </DownloadButton>
        ) : (
          <DownloadButton as="a" href={doc.url} download={downloadFileName(doc.url)} data-document-download="direct">
            {downloadText}
            <Icon name="arrow-right" size={16} />
            <VisuallyHidden>: {doc.title}</VisuallyHidden>
          </DownloadButton>
        )}
      </RowActions>
    </RowItem>
  );
}
