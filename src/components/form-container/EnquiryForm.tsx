import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import { usePageFacts, useSiteHref, useTranslate } from '../../app/context/index.ts';
import { DEFAULT_CONSENT_CODE, consentCode } from '../../lib/consent-code.ts';
import {
  FORM_ERROR_KEYS,
  FORM_ERROR_TEXTS,
  validateField,
  validateSubmission,
  type FieldError,
  type FormDefinition,
  type FormFieldDefinition,
} from '../../lib/form-rules.ts';
import { Icon } from '../../ui/Icon.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import {
  SCROLL_REFRESH_THROTTLE_MS,
  SUBMIT_PATH,
  SUBMIT_TIMEOUT_MS,
  autocompleteFor,
  firstInvalidField,
  isDue,
  newSubmissionId,
  outcomeOf,
  type SubmitOutcome,
} from './form-container.rules.ts';
import {
  Actions,
  CheckRow,
  ErrorText,
  FieldRow,
  Fieldset,
  Form,
  FormTitle,
  Help,
  Input,
  Label,
  RequiredMark,
  RequiredNote,
  Select,
  SelectChevron,
  SelectWrap,
  Spinner,
  SubmitButton,
  TextArea,
} from './form-container.styles.ts';
import { STANDARD_HIDDEN_INPUTS, collectHiddenInputs } from './hidden-inputs.ts';

export interface EnquiryFormProps {
  definition: FormDefinition;
  /** The rendering's datasource item id (a hidden input). */
  datasourceId: string;
  /** Id of the element that names the form (the container's headline), if any. */
  labelledBy?: string | undefined;
  /** A result panel is shown in the form's place: the form stays (keeping its values) but hidden. */
  concealed: boolean;
  /** Edit mode: shown, not usable. */
  editing: boolean;
  onOutcome(result: 'success' | 'error'): void;
}

const EDITABLE = 'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

/** The first field a visitor can type into, inside `root`. */
export function firstEditableIn(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(EDITABLE) ?? null;
}

function initialValues(definition: FormDefinition): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of definition.fields) values[field.name] = field.type === 'hidden' ? (field.placeholder ?? '') : '';
  return values;
}

/** The page's address as the server knows it, for the plain HTML post before any script runs. */
function useServerPageUrl(): string {
  const { publicUrl, locale, path, search } = usePageFacts();
  const prefix = locale === 'default' ? '' : `/${locale}`;
  return `${publicUrl}${prefix}${path === '/' && prefix ? '' : path}${search}`;
}

/**
 * The enquiry form, rendered from its definition (forms contract sections 1 to 4). It posts JSON
 * to our server with fetch; before the page's script runs (or without it) it is a plain HTML form
 * posting `field.<name>` and `hidden.<name>` to the same route. Client validation runs on blur and
 * on submit with the rules the server applies; the server's 422 errors show the same way.
 */
export function EnquiryForm({ definition, datasourceId, labelledBy, concealed, editing, onOutcome }: EnquiryFormProps) {
  const t = useTranslate();
  const { language } = usePageFacts();
  const action = useSiteHref()(SUBMIT_PATH);
  const serverPageUrl = useServerPageUrl();
  const baseId = useStableId('form');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(definition));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [sending, setSending] = useState(false);
  const [hidden, setHidden] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(STANDARD_HIDDEN_INPUTS.map((name) => [name, ''])),
    datasourceId,
    // The default consent code until the page's consent state can be read (spec 000 section 8).
    consentCode: DEFAULT_CONSENT_CODE,
    pageUrl: serverPageUrl,
  }));
  const [submissionId, setSubmissionId] = useState('');
  const submissionIdRef = useRef('');
  const lastRefreshRef = useRef<number | undefined>(undefined);
  const mountedRef = useRef(true);
  /** Fields the visitor has changed: blurring an untouched empty field shows no error yet. */
  const dirtyRef = useRef(new Set<string>());

  const fieldId = (name: string) => `${baseId}-${name}`;

  useEffect(() => {
    mountedRef.current = true;
    // Script is running: our validation replaces the browser's bubbles (which the plain post keeps).
    if (formRef.current) formRef.current.noValidate = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  /** Reads cookies, consent and address into the hidden inputs; returns what it read. */
  const refreshHidden = useCallback(() => {
    const next = collectHiddenInputs({ cookie: document.cookie, href: window.location.href, datasourceId, consentCode: consentCode() });
    lastRefreshRef.current = Date.now();
    setHidden((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
    return next;
  }, [datasourceId]);

  /** One id per filled form: made at the first interaction, kept through retries. */
  const ensureSubmissionId = useCallback(() => {
    if (!submissionIdRef.current) {
      submissionIdRef.current = newSubmissionId();
      setSubmissionId(submissionIdRef.current);
    }
    return submissionIdRef.current;
  }, []);

  const onInteraction = () => {
    if (editing) return;
    if (lastRefreshRef.current === undefined) refreshHidden();
    ensureSubmissionId();
  };

  // Scrolling the page is an interaction too (see SCROLL_REFRESH_THROTTLE_MS).
  useEffect(() => {
    if (editing || concealed) return;
    const onScroll = () => {
      if (isDue(lastRefreshRef.current, Date.now(), SCROLL_REFRESH_THROTTLE_MS)) refreshHidden();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [editing, concealed, refreshHidden]);

  const focusField = (name: string) => document.getElementById(fieldId(name))?.focus();

  const setValue = (field: FormFieldDefinition, value: string) => {
    dirtyRef.current.add(field.name);
    setValues((previous) => ({ ...previous, [field.name]: value }));
    // An error shown goes away as soon as the value is right (it is not added while typing).
    if (errors[field.name]) {
      const error = validateField(field, value);
      setErrors((previous) => {
        const next = { ...previous };
        if (error) next[field.name] = error;
        else delete next[field.name];
        return next;
      });
    }
  };

  const onBlur = (field: FormFieldDefinition, value: string) => {
    if (value === '' && !dirtyRef.current.has(field.name)) return;
    const error = validateField(field, value);
    setErrors((previous) => {
      if (previous[field.name] === error) return previous;
      const next = { ...previous };
      if (error) next[field.name] = error;
      else delete next[field.name];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || editing) return;
    const found = validateSubmission(definition, values);
    setErrors(found);
    const first = firstInvalidField(definition, found);
    if (first) {
      focusField(first);
      return;
    }
    const hiddenNow = refreshHidden();
    const id = ensureSubmissionId();
    setSending(true);
    const outcome = await send(
      action,
      {
        formId: definition.id,
        language,
        submissionId: id,
        pageUrl: hiddenNow.pageUrl ?? '',
        fields: values,
        hidden: hiddenNow,
      },
      definition,
    );
    if (!mountedRef.current) return;
    setSending(false);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      const invalid = firstInvalidField(definition, outcome.errors);
      if (invalid) focusField(invalid);
      return;
    }
    onOutcome(outcome.kind === 'success' ? 'success' : 'error');
  };

  const errorText = (field: FormFieldDefinition, error: FieldError) => t(FORM_ERROR_KEYS[error], FORM_ERROR_TEXTS[error], { max: field.maxLength });

  const hasRequired = definition.fields.some((field) => field.required && field.type !== 'hidden');
  const titleId = `${baseId}-title`;

  return (
    <Form
      ref={formRef}
      action={action}
      method="post"
      acceptCharset="UTF-8"
      hidden={concealed}
      aria-labelledby={definition.title ? titleId : labelledBy}
      aria-busy={sending || undefined}
      onSubmit={onSubmit}
      onFocus={onInteraction}
      onInput={onInteraction}
      data-form-id={definition.id}
    >
      {definition.title && <FormTitle id={titleId}>{definition.title}</FormTitle>}
      {hasRequired && <RequiredNote>{t('FormRequiredNote', 'Fields marked {mark} are required.', { mark: '*' })}</RequiredNote>}
      <input type="hidden" name="formId" value={definition.id} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="pageUrl" value={hidden.pageUrl ?? ''} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={`hidden.${name}`} value={value} />
      ))}
      <Fieldset disabled={editing}>
        {definition.fields.map((field) => {
          const id = fieldId(field.name);
          const name = `field.${field.name}`;
          const value = values[field.name] ?? '';
          if (field.type === 'hidden') return <input key={field.name} type="hidden" name={name} value={value} />;
          const error = errors[field.name];
          const helpId = field.help ? `${id}-help` : undefined;
          const errorId = error ? `${id}-error` : undefined;
          const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
          const common = {
            id,
            name,
            required: field.required,
            'aria-invalid': error ? (true as const) : undefined,
            'aria-describedby': describedBy,
            onBlur: (event: { currentTarget: { value: string } }) =>
              onBlur(field, field.type === 'checkbox' ? (values[field.name] ?? '') : event.currentTarget.value),
          };
          const mark = field.required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null;
          const help = field.help ? <Help id={helpId}>{field.help}</Help> : null;
          const errorLine = error ? <ErrorText id={errorId}>{errorText(field, error)}</ErrorText> : null;

          if (field.type === 'checkbox') {
            return (
              <FieldRow key={field.name} $half={false} data-field={field.name}>
                <CheckRow>
                  <input
                    {...common}
                    type="checkbox"
                    value="on"
                    checked={value === 'on'}
                    onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.checked ? 'on' : '')}
                  />
                  <Label htmlFor={id}>
                    {field.label}
                    {mark}
                  </Label>
                </CheckRow>
                {help}
                {errorLine}
              </FieldRow>
            );
          }

          const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(field, event.currentTarget.value);
          let control;
          if (field.type === 'textarea') {
            control = <TextArea {...common} rows={5} maxLength={field.maxLength} placeholder={field.placeholder} value={value} onChange={onChange} />;
          } else if (field.type === 'select') {
            control = (
              <SelectWrap>
                <Select {...common} value={value} onChange={onChange} autoComplete={autocompleteFor(field.name, field.type)}>
                  <option value="">{field.placeholder || t('FormSelectPlaceholder', 'Please select')}</option>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
                <SelectChevron aria-hidden="true">
                  <Icon name="chevron-down" size={20} />
                </SelectChevron>
              </SelectWrap>
            );
          } else {
            control = (
              <Input
                {...common}
                type={field.type}
                inputMode={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : undefined}
                dir={field.type === 'email' || field.type === 'tel' ? 'ltr' : undefined}
                autoComplete={autocompleteFor(field.name, field.type)}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                value={value}
                onChange={onChange}
              />
            );
          }
          return (
            <FieldRow key={field.name} $half={field.width === 'half'} data-field={field.name}>
              <Label htmlFor={id}>
                {field.label}
                {mark}
              </Label>
              {control}
              {help}
              {errorLine}
            </FieldRow>
          );
        })}
      </Fieldset>
      <Actions>
        <SubmitButton type="submit" $variant="primary" disabled={sending || editing} data-form-submit="">
          {sending && <Spinner aria-hidden="true" />}
          {definition.submitText || t('FormSubmit', 'Send')}
        </SubmitButton>
        <VisuallyHidden role="status">{sending ? t('FormSending', 'Sending your enquiry…') : ''}</VisuallyHidden>
      </Actions>
    </Form>
  );
}

interface SubmissionBody {
  formId: string;
  language: string;
  submissionId: string;
  pageUrl: string;
  fields: Record<string, string>;
  hidden: Record<string, string>;
}

/** Posts the enquiry to our server; a lost connection or a time-out is an error like a 5xx. */
async function send(action: string, body: SubmissionBody, definition: FormDefinition): Promise<SubmitOutcome> {
  try {
    const response = await fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      // AbortSignal.timeout is missing before Safari 16: those browsers wait for the server.
      ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS) } : {}),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    return outcomeOf(response.status, answer, definition);
  } catch {
    return { kind: 'error', reason: 'NETWORK' };
  }
}
