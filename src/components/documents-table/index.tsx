import { Suspense, useCallback, useState } from 'react';
import { BlockDataScript, useBlockData } from '../../app/block-data.tsx';
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
import {
  canFetch,
  DEFAULT_DOWNLOAD_TEXT,
  firstPageArgs,
  firstPageKey,
  LOADER_NAME,
  readShareTargets,
  readTableSettings,
  SKELETON_ROWS,
  type DocumentRow,
  type FirstPage,
  type TableSettings,
} from './documents-table.rules.ts';
import { Cta, EditorNote, Empty, FilesCard, FilesHeading, More, Rows, SkeletonBar, SkeletonRow, SkeletonText } from './documents-table.styles.ts';
import { useDocuments } from './use-documents.ts';

/**
 * DocumentsTable (spec 002 sections 2 to 9): an optional headline, description and call to
 * action, then the 'files' card: one row per document (type icon, title, date, share, download),
 * newest first, and Load more.
 *
 * The first page of rows is rendered on the server (issue 30), by the block data loader
 * `documents-table` (documents-table.server.ts) from the Content Hub answer the server caches
 * (src/server/content-hub-documents.ts: stale-if-error, purged by its tag), so the page, its cache
 * and crawlers hold real documents; its rows and end cursor travel beside the block
 * (`<script data-block-data>`) for hydration, and Load more continues in the browser from the
 * cursor through POST /api/contenthub/get-assets. The skeleton of 5 rows shows only while the hub
 * has never answered: the streamed page's fallback while the server waits, and, when the hub
 * failed with nothing cached, until the browser's own first fetch answers (such a page is not
 * cached).
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
  const configured = canFetch(settings);
  const headingId = useStableId('files-heading');
  // The streamed page holds the fallback and, hidden until React swaps them, the rows: one id
  // each, or the document has a duplicate id until the swap (invalid HTML, issue 30).
  const loadingHeadingId = `${headingId}-loading`;
  const sectionId = sectionIdOf(fields, params);
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
          <Suspense
            fallback={
              <FilesCard>
                <FilesHeading id={loadingHeadingId}>{t('files', 'Files')}</FilesHeading>
                <DocumentsSkeleton headingId={loadingHeadingId} />
              </FilesCard>
            }
          >
            <DocumentsFromHub settings={settings} language={language} fields={fields} headingId={headingId} />
          </Suspense>
        )}
      </Container>
    </Section>
  );
}

interface FilesProps {
  settings: TableSettings;
  language: string;
  fields: BlockProps['fields'];
  headingId: string;
}

/** The server's first page (block data), written beside the block for hydration. */
function DocumentsFromHub(props: FilesProps) {
  const args = firstPageArgs(props.settings, props.language);
  const key = firstPageKey(args);
  const result = useBlockData<FirstPage>(LOADER_NAME, key, args);
  return (
    <>
      <BlockDataScript dataKey={key} result={result} />
      <DocumentsFiles {...props} served={result.ok ? result.value : undefined} />
    </>
  );
}

function DocumentsFiles({ settings, language, fields, headingId, served }: FilesProps & { served: FirstPage | undefined }) {
  const t = useTranslate();
  const targets = readShareTargets(fields.icons);
  const { rows, initial, loading, hasNext, phoneLimit, loadMore } = useDocuments(settings, language, served);
  const more = { desktop: hasNext, mobile: hasNext || rows.length > phoneLimit };
  const [shareOpen, setShareOpen] = useState<string | null>(null);
  const [gated, setGated] = useState<DocumentRow | null>(null);
  const onShare = useCallback((id: string, open: boolean) => setShareOpen((current) => (open ? id : current === id ? null : current)), []);
  const downloadText = t('DocumentsDownload', DEFAULT_DOWNLOAD_TEXT);

  return (
    <>
      <FilesCard>
        <FilesHeading id={headingId}>{t('files', 'Files')}</FilesHeading>
        {initial ? (
          <DocumentsSkeleton headingId={headingId} />
        ) : rows.length === 0 ? (
          <Empty>{t('DocumentsEmpty', 'No documents to show.')}</Empty>
        ) : (
          <Rows aria-labelledby={headingId} aria-busy={loading} data-documents-rows="">
            {rows.map((doc, index) => (
              <DocumentRowItem
                key={doc.id}
                beyondPhonePage={index >= phoneLimit}
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
      {(more.desktop || more.mobile) && !initial && (
        <More $desktop={more.desktop} $mobile={more.mobile}>
          <Button variant="secondary" onClick={loadMore} disabled={loading} aria-busy={loading} data-documents-more="">
            {loading ? t('DocumentsLoading', 'Loading documents') : t('loadMore', 'Load more')}
          </Button>
        </More>
      )}
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
    </>
  );
}

/** Spec 002 section 4: the first load's skeleton of 5 placeholder rows. */
function DocumentsSkeleton({ headingId }: { headingId: string }) {
  const t = useTranslate();
  return (
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
  );
}
