import { useCallback, useState } from 'react';
import { useIsEditing, useLocale, useStableId, useTranslate } from '../../app/context/index.ts';
import type { BlockProps } from '../../app/registry.ts';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readLink } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Button } from '../../ui/Button.tsx';
import { Container, Section, SectionActions, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import { ModalDialog } from '../../ui/modal-dialog/ModalDialog.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { DocumentRowItem } from './DocumentRowItem.tsx';
import { canFetch, DEFAULT_DOWNLOAD_TEXT, readShareTargets, readTableSettings, SKELETON_ROWS, type DocumentRow } from './documents-table.rules.ts';
import { Cta, EditorNote, Empty, FilesCard, FilesHeading, More, Rows, SkeletonBar, SkeletonRow, SkeletonText } from './documents-table.styles.ts';
import { useDocuments } from './use-documents.ts';

/**
 * DocumentsTable (spec 002 sections 2 to 9): an optional headline, description and call to
 * action, then the 'files' card: one row per document (type icon, title, date, share, download),
 * newest first, and Load more.
 *
 * The rows are fetched in the browser once the island is live, through our route
 * POST /api/contenthub/get-assets (never from the server render): the page and its cache hold the
 * skeleton of 5 rows, so the cached page is the same for every visitor and a Content Hub outage
 * never fails or delays a page. Crawlers therefore see the skeleton here; the hub's key files are
 * also linked from its document highlights, which are server-rendered.
 *
 * Nothing is fetched unless at least one category and a brand are configured (editors see why).
 * A failed load is logged only (spec 002 section 8): the rows stay as they are; a first load that
 * failed or found nothing shows 'No documents to show'. A gated document opens the disclaimer
 * (the datasource's disclaimerContent plus the document's own disclaimer text); Agree opens the
 * file in a new tab.
 */
export default function DocumentsTable({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const { language } = useLocale();
  const settings = readTableSettings(fields);
  const targets = readShareTargets(fields.icons);
  const configured = canFetch(settings);
  const { rows, initial, loading, hasNext, loadMore } = useDocuments(settings, language);
  const [shareOpen, setShareOpen] = useState<string | null>(null);
  const [gated, setGated] = useState<DocumentRow | null>(null);
  const headingId = useStableId('files-heading');
  const sectionId = sectionIdOf(fields, params);

  const onShare = useCallback((id: string, open: boolean) => setShareOpen((current) => (open ? id : current === id ? null : current)), []);
  const downloadText = t('DocumentsDownload', DEFAULT_DOWNLOAD_TEXT);
  const hasIntro = hasText(fields.headline) || hasText(fields.description) || readLink(fields.cta)?.href;

  if (!configured && !editing) return null;

  return (
    <Section id={sectionId} data-block="documents-table">
      <Container>
        {(editing || hasIntro) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
              {(editing || hasText(fields.description)) && <RichText as={SectionLead} field={fields.description} emptyLabel="Description" />}
            </SectionIntro>
            {(editing || readLink(fields.cta)?.href) && (
              <SectionActions>
                <Cta field={fields.cta} $variant="secondary" emptyLabel="Call to action" />
              </SectionActions>
            )}
          </SectionHeader>
        )}
        {editing && !configured && (
          <EditorNote>{t('DocumentsEditorNoSource', 'Choose at least one category and a brand: documents are listed only then.')}</EditorNote>
        )}
        {configured && (
          <FilesCard>
            <FilesHeading id={headingId}>{t('files', 'Files')}</FilesHeading>
            {initial ? (
              <Rows aria-labelledby={headingId} aria-busy="true" data-documents-skeleton="">
                {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <SkeletonRow key={index} aria-hidden="true">
                    <SkeletonBar $width="2.5rem" $height="3rem" />
                    <SkeletonText>
                      <SkeletonBar $width={index % 2 ? '55%' : '70%'} />
                      <SkeletonBar $width="8rem" $height="0.75rem" />
                    </SkeletonText>
                  </SkeletonRow>
                ))}
                <li>
                  <VisuallyHidden>{t('DocumentsLoading', 'Loading documents')}</VisuallyHidden>
                </li>
              </Rows>
            ) : rows.length === 0 ? (
              <Empty>{t('DocumentsEmpty', 'No documents to show.')}</Empty>
            ) : (
              <Rows aria-labelledby={headingId} aria-busy={loading} data-documents-rows="">
                {rows.map((doc) => (
                  <DocumentRowItem
                    key={doc.id}
                    doc={doc}
                    targets={targets}
                    shareOpen={shareOpen === doc.id}
                    onShare={(open) => onShare(doc.id, open)}
                    onGated={(row) => setGated(row)}
                    downloadText={downloadText}
                  />
                ))}
              </Rows>
            )}
          </FilesCard>
        )}
        {hasNext && !initial && (
          <More>
            <Button variant="secondary" onClick={loadMore} disabled={loading} aria-busy={loading} data-documents-more="">
              {loading ? t('DocumentsLoading', 'Loading documents') : t('loadMore', 'Load more')}
            </Button>
          </More>
        )}
      </Container>
      <ModalDialog
        open={gated !== null}
        onClosed={() => setGated(null)}
        type="disclaimer"
        name="documents-disclaimer"
        title={hasText(settings.disclaimerHeadline) ? <Text field={settings.disclaimerHeadline} /> : t('DocumentsDisclaimer', 'Disclaimer')}
        agreeUrl={gated?.url}
      >
        {hasText(settings.disclaimerDescription) && <RichText field={settings.disclaimerDescription} />}
        {gated?.disclaimerText && <p>{gated.disclaimerText}</p>}
      </ModalDialog>
    </Section>
  );
}
