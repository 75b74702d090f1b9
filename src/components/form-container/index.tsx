import { useCallback, useEffect, useRef, useState } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, usePageFacts, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { HEADLINE_CLAMP_LINES } from '../../fields/text.rules.ts';
import type { FormDefinition } from '../../lib/form-rules.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { Container, Section } from '../../ui/layout.tsx';
import { EnquiryForm, firstEditableIn } from './EnquiryForm.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import { SlideIn } from './SlideIn.tsx';
import { containerContent, downloadHrefOf, resultFromSearch, type FormContainerContent, type ResultState } from './form-container.rules.ts';
import {
  Description,
  EditorNote,
  EditorPanel,
  EditorPanels,
  Eyebrow,
  FormCard,
  Headline,
  Intro,
  IntroImage,
  Layout,
  SlideForm,
  SlideImage,
} from './form-container.styles.ts';

/**
 * Form container (spec 000 sections 2, 3, 4, 8, 9): an enquiry form rendered by our own renderer
 * from the form definition the `form` droplink points to (forms contract), either embedded in the
 * page (default) or as a slide-in panel (`FieldNames` parameter `SlideIn`) that modal links and
 * buttons open by its sectionId. After sending, the form gives way to the CMS success or failure
 * panel; in edit mode both panels' texts are shown as editable fields below the form.
 *
 * Outside edit mode it renders nothing without a usable form definition, and a slide-in renders
 * nothing without a sectionId (nothing could open it); editors see a note instead.
 */
export default function FormContainer({ rendering, fields, params }: BlockProps) {
  const editing = useIsEditing();
  const content = containerContent(fields, params);
  if (content.isEmpty && !editing) return null;
  const datasourceId = typeof rendering.dataSource === 'string' ? rendering.dataSource : '';
  return content.variant === 'slide-in' ? (
    <SlideInContainer content={content} fields={fields} datasourceId={datasourceId} editing={editing} />
  ) : (
    <EmbeddedContainer content={content} fields={fields} datasourceId={datasourceId} editing={editing} />
  );
}

interface ContainerProps {
  content: FormContainerContent;
  fields: Record<string, unknown>;
  datasourceId: string;
  editing: boolean;
}

function readStored(key: string): string | null {
  if (!key) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The result state and what goes with it: a fresh form after a success (a new submission id), the
 * same form with the visitor's values after a failure (so a retry keeps them, with the same
 * submission id, stored once if the first attempt did get through); the success panel's download
 * link; the panel scrolled into view and focused when it appears.
 */
function useFormResult(modalId: string, initial: ResultState) {
  const [result, setResult] = useState<ResultState>(initial);
  const [formKey, setFormKey] = useState(0);
  const [downloadHref, setDownloadHref] = useState<string | undefined>(undefined);
  const panelRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef(result);
  const focusFormRef = useRef(false);
  const formAreaRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    resultRef.current = result;
  }, [result]);

  // Spec 000 section 7: the link target kept under the modal id is removed when the page unloads.
  useEffect(() => {
    if (!modalId) return;
    const onPageHide = () => {
      try {
        window.localStorage.removeItem(modalId);
      } catch {
        // Storage disabled: nothing was stored.
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [modalId]);

  useEffect(() => {
    if (result === 'none') {
      if (focusFormRef.current) {
        focusFormRef.current = false;
        firstEditableIn(formAreaRef.current)?.focus();
      }
      return;
    }
    const panel = panelRef.current;
    if (!panel) return;
    panel.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    panel.focus({ preventScroll: true });
  }, [result]);

  const onOutcome = useCallback(
    (outcome: 'success' | 'error') => {
      if (outcome === 'success') setDownloadHref(downloadHrefOf(readStored(modalId)));
      setResult(outcome);
    },
    [modalId],
  );

  /** Back to the form: fresh after a success, as it was after a failure. */
  const reset = useCallback((focusForm: boolean) => {
    if (resultRef.current === 'none') return;
    if (resultRef.current === 'success') setFormKey((key) => key + 1);
    focusFormRef.current = focusForm;
    setResult('none');
  }, []);

  return { result, formKey, downloadHref, panelRef, formAreaRef, onOutcome, reset };
}

function IntroTexts({ fields, headlineId }: { fields: Record<string, unknown>; headlineId: string }) {
  return (
    <>
      <Text as={Eyebrow} field={fields.eyebrow} emptyLabel="Eyebrow" />
      {/* Spec 000 section 5: headline and description clamp to 2 lines outside editing. */}
      <Text as={Headline} id={headlineId} field={fields.headline} emptyLabel="Headline" clampLines={HEADLINE_CLAMP_LINES} />
      <RichText as={Description} field={fields.description} emptyLabel="Description" clampLines={HEADLINE_CLAMP_LINES} />
    </>
  );
}

/** Edit mode: the success and failure texts as editable fields, and notes on what is missing. */
function EditorView({ content, fields }: { content: FormContainerContent; fields: Record<string, unknown> }) {
  const t = useTranslate();
  return (
    <>
      {!content.definition && <EmptyFieldPlaceholder label={t('FormEditorNoForm', 'Form (choose a form definition)')} />}
      {content.variant === 'slide-in' && !content.sectionId && (
        <EditorNote>{t('FormEditorNoSectionId', 'This slide-in needs a sectionId: links and buttons open it by that id.')}</EditorNote>
      )}
      <EditorPanels data-form-editor-panels="">
        <EditorPanel>
          <p>{t('FormEditorSuccess', 'Shown after sending')}</p>
          <Text as="h3" field={fields.headlineSuccess} emptyLabel="Success headline" />
          <RichText field={fields.descriptionSuccess} emptyLabel="Success description" />
          <Text field={fields.ctaTextSuccess} emptyLabel="Success button text" />
        </EditorPanel>
        <EditorPanel>
          <p>{t('FormEditorFailure', 'Shown when sending fails')}</p>
          <Text as="h3" field={fields.headlineFailure} emptyLabel="Failure headline" />
          <RichText field={fields.descriptionFailure} emptyLabel="Failure description" />
          <Text field={fields.ctaTextFailure} emptyLabel="Failure button text" />
        </EditorPanel>
      </EditorPanels>
    </>
  );
}

interface FormAreaProps {
  definition: FormDefinition | undefined;
  fields: Record<string, unknown>;
  datasourceId: string;
  headlineId: string | undefined;
  editing: boolean;
  flow: ReturnType<typeof useFormResult>;
  /** Embedded: the panel's own close control; the slide-in closes through the dialog. */
  panelClose: boolean;
  /** Continue after a success. */
  onSuccessContinue(): void;
}

function FormArea({ definition, fields, datasourceId, headlineId, editing, flow, panelClose, onSuccessContinue }: FormAreaProps) {
  const { result, formKey, downloadHref, panelRef, formAreaRef, onOutcome, reset } = flow;
  return (
    <div ref={formAreaRef}>
      {definition && (
        <EnquiryForm
          key={formKey}
          definition={definition}
          datasourceId={datasourceId}
          labelledBy={headlineId}
          concealed={result !== 'none'}
          editing={editing}
          onOutcome={onOutcome}
        />
      )}
      {result !== 'none' && !editing && (
        <ResultPanel
          ref={panelRef}
          kind={result}
          fields={fields}
          downloadHref={downloadHref}
          onClose={panelClose ? () => reset(true) : undefined}
          onContinue={result === 'success' ? onSuccessContinue : () => reset(true)}
        />
      )}
    </div>
  );
}

function EmbeddedContainer({ content, fields, datasourceId, editing }: ContainerProps) {
  const { search } = usePageFacts();
  const headlineId = useStableId('headline');
  const flow = useFormResult(content.sectionId, resultFromSearch(search, 'embedded'));
  const showImage = content.hasImage || editing;
  return (
    <Section id={content.sectionId || undefined} $tone="muted" data-block="form-container" data-variant="embedded">
      <Container>
        <Layout>
          <Intro>
            <IntroTexts fields={fields} headlineId={headlineId} />
            {showImage && (
              <IntroImage>
                <Image field={fields.image} sizes="(max-width: 1024px) 100vw, 40vw" />
              </IntroImage>
            )}
          </Intro>
          <FormCard>
            <FormArea
              definition={content.definition}
              fields={fields}
              datasourceId={datasourceId}
              headlineId={content.hasHeadline ? headlineId : undefined}
              editing={editing}
              flow={flow}
              panelClose
              onSuccessContinue={() => flow.reset(true)}
            />
            {editing && <EditorView content={content} fields={fields} />}
          </FormCard>
        </Layout>
      </Container>
    </Section>
  );
}

function SlideInContainer({ content, fields, datasourceId, editing }: ContainerProps) {
  const t = useTranslate();
  const headlineId = useStableId('headline');
  const flow = useFormResult(content.sectionId, 'none');
  const { reset } = flow;
  const onClosed = useCallback(() => reset(false), [reset]);
  const showImage = content.hasImage || editing;
  return (
    <div data-block="form-container" data-variant="slide-in">
      <SlideIn
        modalId={content.sectionId}
        labelledBy={content.hasHeadline ? headlineId : undefined}
        label={content.definition?.title || t('FormDialog', 'Enquiry form')}
        editing={editing}
        onClosed={onClosed}
      >
        {(close) => (
          <>
            {showImage && (
              <SlideImage>
                <Image field={fields.image} sizes="(max-width: 576px) 100vw, 576px" />
              </SlideImage>
            )}
            <IntroTexts fields={fields} headlineId={headlineId} />
            <SlideForm>
              <FormArea
                definition={content.definition}
                fields={fields}
                datasourceId={datasourceId}
                headlineId={content.hasHeadline ? headlineId : undefined}
                editing={editing}
                flow={flow}
                panelClose={false}
                onSuccessContinue={close}
              />
            </SlideForm>
            {editing && <EditorView content={content} fields={fields} />}
          </>
        )}
      </SlideIn>
    </div>
  );
}
