import { Suspense } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { BlockDataScript, useBlockData } from '../../app/block-data.tsx';
import { useIsEditing, useLocale, usePageContext, useTranslate } from '../../app/context/index.ts';
import { serializeForScript } from '../../lib/serialize.ts';
import { Container, Notice } from '../../ui/layout.tsx';
import {
  LOADER_NAME,
  breadcrumbJsonLd,
  crumbHref,
  dataKey,
  isBreadcrumbHidden,
  shortenTitle,
  type BreadcrumbArgs,
  type BreadcrumbData,
} from './breadcrumb.rules.ts';
import { Bar, Step, Trail } from './breadcrumb.styles.ts';

/**
 * Breadcrumb (spec 003, spec 001): the page's ancestors and the page itself from the content
 * graph (breadcrumb.server.ts), titles shortened to 4 words, and the BreadcrumbList structured
 * data. Hidden when the route sets hideBreadcrumb. The trail streams in after the shell; until
 * then an empty bar of the same height holds its place.
 */
export default function Breadcrumb(_props: BlockProps) {
  const page = usePageContext();
  const t = useTranslate();
  const editing = useIsEditing();
  const route = page.layout.sitecore.route;
  const label = t('Breadcrumb', 'Breadcrumb');
  if (!route || isBreadcrumbHidden(route.fields)) {
    return editing ? (
      <Container>
        <Notice role="status">{t('BreadcrumbHidden', 'Breadcrumb hidden on this page (hideBreadcrumb)')}</Notice>
      </Container>
    ) : null;
  }
  const contextItem = (typeof route.itemId === 'string' && route.itemId) || page.layout.sitecore.context?.itemPath || '';
  if (contextItem === '') return null;
  const args: BreadcrumbArgs = { contextItem, language: page.language };

  return (
    <Bar aria-label={label} data-block="breadcrumb">
      <Container>
        <Suspense fallback={<Trail />}>
          <BreadcrumbTrail args={args} />
        </Suspense>
      </Container>
    </Bar>
  );
}

function BreadcrumbTrail({ args }: { args: BreadcrumbArgs }) {
  const { locale } = useLocale();
  const { publicUrl } = usePageContext();
  const key = dataKey(args);
  const result = useBlockData<BreadcrumbData>(LOADER_NAME, key, args);
  const crumbs = result.ok ? result.value.crumbs : [];
  return (
    <>
      <BlockDataScript dataKey={key} result={result} />
      {crumbs.length > 0 && (
        <>
          <Trail>
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              const text = shortenTitle(crumb.title) || '…';
              const shortened = text !== crumb.title;
              return (
                <Step key={crumb.path}>
                  {last ? (
                    <span aria-current="page" title={shortened ? crumb.title : undefined}>
                      {text}
                    </span>
                  ) : (
                    <a href={crumbHref(crumb.path, locale)} title={shortened ? crumb.title : undefined}>
                      {text}
                    </a>
                  )}
                </Step>
              );
            })}
          </Trail>
          <script
            type="application/ld+json"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: serializeForScript(breadcrumbJsonLd(crumbs, publicUrl, locale)) }}
          />
        </>
      )}
    </>
  );
}
