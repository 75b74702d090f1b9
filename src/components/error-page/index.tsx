import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { buildHref } from '../../fields/link.rules.ts';
import { hasText, readImage, readLink } from '../../fields/read.ts';
import { Container } from '../../ui/layout.tsx';
import { errorPageTexts } from './error-page.rules.ts';
import { Actions, Backdrop, Copy, Cta, Description, Headline, Stage, SubHeadline } from './error-page.styles.ts';

/**
 * Error page (spec 002 section 2): headline (default '404'), sub-headline (default 'Page Not
 * Found'), description, optional call to action and optional background illustration. The page
 * around it is the CMS's not-found route, served with status 404 (src/server/page-route.ts);
 * its title is headline plus sub-headline (error-page.rules.ts). Direction follows the page.
 */
export default function ErrorPage({ fields }: BlockProps) {
  const { language } = useLocale();
  const editing = useIsEditing();
  const texts = errorPageTexts(fields, language);
  const showCta = editing || buildHref(readLink(fields.cta)) !== '';
  const hasBackground = readImage(fields.backgroundImage) !== undefined;

  return (
    <Stage data-block="error-page">
      {hasBackground && (
        <Backdrop>
          <Image field={fields.backgroundImage} alt="" priority />
        </Backdrop>
      )}
      <Container>
        <Copy>
          <Headline>{texts.headline}</Headline>
          <SubHeadline>{texts.subHeadline}</SubHeadline>
          {(hasText(fields.description) || editing) && (
            <Description>
              <RichText field={fields.description} emptyLabel="Description" />
            </Description>
          )}
          {showCta && (
            <Actions>
              <Cta field={fields.cta} $variant="white" emptyLabel="Call to action" />
            </Actions>
          )}
        </Copy>
      </Container>
    </Stage>
  );
}
