import type { PageContext } from './page-context.ts';
import { buildSeo } from '../lib/seo.ts';

/**
 * The page's title, meta and link tags as `buildSeo` decides them. Rendered anywhere in the
 * document: React 19 hoists `<title>`, `<meta>` and `<link>` into `<head>` and escapes every value.
 * `<meta charSet>` belongs to the Document.
 */
export function SeoHead({ page }: { page: PageContext }) {
  const seo = buildSeo(page);
  return (
    <>
      <title>{seo.title}</title>
      {seo.meta.map((tag) =>
        tag.attribute === 'property' ? (
          <meta key={tag.key} property={tag.key} content={tag.content} />
        ) : (
          <meta key={tag.key} name={tag.key} content={tag.content} />
        ),
      )}
      {seo.links.map((link) => (
        <link key={`${link.rel}:${link.hrefLang ?? link.href}`} rel={link.rel} href={link.href} hrefLang={link.hrefLang} type={link.type} />
      ))}
    </>
  );
}
