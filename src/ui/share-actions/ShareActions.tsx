import { useEffect, useRef, useState } from 'react';
import { useLocale, usePageFacts, useStableId, useTranslate } from '../../app/context/index.ts';
import type { ImageValue } from '../../fields/read.ts';
import { Icon, preloadIcons } from '../Icon.tsx';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { LINK_COPIED_MS, SHARE_NETWORKS, pageUrl, readableText, shareUrl, speechLanguage, type ShareNetwork } from './share-actions.rules.ts';
import { Bar, CopyWrap, Copied, Divider, Group, ListenButton, RoundButton, RoundLink, ShareArea, ShareList, ShareToggle } from './share-actions.styles.ts';
import { copyText } from './copy-text.ts';
import { useSpeech } from './use-speech.ts';

export { SHARE_ACTIONS_PHRASES } from './share-actions.phrases.ts';

export interface ShareActionsProps {
  /** The page title, sent with the share addresses. */
  title: string;
  /** Icons the editors configured (datasource image fields); the catalogue's otherwise. */
  icons?: Partial<Record<ShareNetwork, ImageValue | undefined>>;
  /** Where the Instagram button leads (the group's account); Instagram's home page otherwise. */
  instagramUrl?: string | undefined;
}

/**
 * The action bar of the article and news heroes (spec 001 sections 2 and 4): Listen (read the
 * page aloud), Print, Copy link with its 2 s confirmation, and the share links. Below the desktop
 * breakpoint the share links collapse behind a Share button that toggles a panel; a click outside
 * or Escape closes it.
 */
export function ShareActions({ title, icons = {}, instagramUrl }: ShareActionsProps) {
  const t = useTranslate();
  const { language, locale } = useLocale();
  const facts = usePageFacts();
  const url = pageUrl(facts.publicUrl, locale, facts.path);
  const panelId = useStableId('share-panel');
  const { support, reading, toggle } = useSpeech();
  const [copied, setCopied] = useState(false);
  const [open, setOpen] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shareArea = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The glyphs a tap swaps in (copied, stop): loaded ahead, so the first tap shows them at once.
    void preloadIcons(['check', 'stop']);
    return () => clearTimeout(copiedTimer.current);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (shareArea.current && !shareArea.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const copyLink = async () => {
    const address = window.location.href.split('#')[0] ?? url;
    if (!(await copyText(address, (error) => console.error('Copy link failed', error)))) return;
    clearTimeout(copiedTimer.current);
    setCopied(true);
    copiedTimer.current = setTimeout(() => setCopied(false), LINK_COPIED_MS);
  };

  const hideCopied = () => {
    clearTimeout(copiedTimer.current);
    setCopied(false);
  };

  const listenLabel = reading ? t('StopListening', 'Stop') : t('Listen', 'Listen');
  const networkLabel: Record<ShareNetwork, string> = {
    facebook: t('ShareOnFacebook', 'Share on Facebook'),
    linkedin: t('ShareOnLinkedIn', 'Share on LinkedIn'),
    x: t('ShareOnX', 'Share on X'),
    instagram: t('ShareOnInstagram', 'Instagram'),
  };

  return (
    <Bar role="group" aria-label={t('PageActions', 'Page actions')} data-share-actions="" data-speech-skip="">
      {support !== 'unsupported' && (
        <ListenButton
          type="button"
          $reading={reading}
          aria-pressed={reading}
          data-action="listen"
          onClick={() => toggle(() => readableText(document.querySelector('main') ?? document.body), speechLanguage(language))}
        >
          {/* A new icon, not new props: an icon still waiting to hydrate must not receive an update. */}
          <Icon key={reading ? 'stop' : 'headphones'} name={reading ? 'stop' : 'headphones'} size={18} />
          {listenLabel}
        </ListenButton>
      )}
      <Group>
        <RoundButton type="button" data-action="print" aria-label={t('Print', 'Print')} title={t('Print', 'Print')} onClick={() => window.print()}>
          <Icon name="printer" size={20} />
        </RoundButton>
        <CopyWrap>
          <RoundButton type="button" data-action="copy-link" aria-label={t('CopyLink', 'Copy link')} title={t('CopyLink', 'Copy link')} onClick={copyLink}>
            <Icon key={copied ? 'check' : 'link'} name={copied ? 'check' : 'link'} size={20} />
          </RoundButton>
          {copied && (
            <Copied type="button" data-link-copied="" onClick={hideCopied}>
              <Icon name="check" size={14} />
              {t('LinkCopied', 'Link copied')}
            </Copied>
          )}
        </CopyWrap>
        <VisuallyHidden role="status">{copied ? t('LinkCopied', 'Link copied') : ''}</VisuallyHidden>
      </Group>
      <Divider aria-hidden="true" />
      <ShareArea ref={shareArea}>
        <ShareToggle
          type="button"
          data-action="share"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('Share', 'Share')}
          title={t('Share', 'Share')}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="share" size={20} />
        </ShareToggle>
        <ShareList id={panelId} $open={open} data-share-panel="" data-open={open ? 'true' : 'false'}>
          {SHARE_NETWORKS.map((network) => {
            const icon = icons[network];
            return (
              <li key={network}>
                <RoundLink
                  href={shareUrl(network, url, title, instagramUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={networkLabel[network]}
                  title={networkLabel[network]}
                  data-share={network}
                >
                  {icon ? <img src={icon.src} alt="" width={20} height={20} loading="lazy" /> : <Icon name={network} size={18} />}
                </RoundLink>
              </li>
            );
          })}
        </ShareList>
      </ShareArea>
    </Bar>
  );
}
