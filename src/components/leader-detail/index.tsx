import { useEffect, useState } from 'react';
import { PAGE_SHOWN_AGAIN_EVENT } from '../../app/island.ts';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useRouteFields, useTranslate } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { Link } from '../../fields/Link.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readImage, readLink, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Container } from '../../ui/layout.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { hasLinkValue, socialLinksOf } from './leader-detail.rules.ts';
import {
  Back,
  Bio,
  Content,
  Designation,
  Figure,
  Layout,
  LeaderSection,
  Name,
  Quote,
  Skeleton,
  SkeletonBody,
  SkeletonHead,
  Social,
  SocialField,
  SocialLink,
} from './leader-detail.styles.ts';

/**
 * Leader detail (spec 002 sections 2, 5 and 9): the Leader Page's own fields: a back button (cta),
 * the portrait, name, designation, quote, biography and the LinkedIn and X links that have an
 * address. A skeleton covers the portrait for 2000 ms after the page changes. For this
 * server-rendered site a page change is (decision): every page load, first or by a link (there
 * is no client-side router: each navigation is a load), counted from the first paint, in CSS;
 * a page shown again from the back/forward cache, by the island; and a new portrait in the same
 * page (the key). Reduced motion keeps the 2000 ms but drops the shimmer and the fade; edit mode
 * has no skeleton, so editors see and pick the image at once.
 */
export default function LeaderDetail({ fields, params }: BlockProps) {
  const route = useRouteFields();
  const editing = useIsEditing();
  const t = useTranslate();
  const pageShows = usePageShows();
  const socials = socialLinksOf(route, editing);
  const name = readText(route.name).trim();
  const imageSrc = readImage(route.image)?.src ?? '';

  return (
    <LeaderSection id={sectionIdOf(fields, params)} data-block="leader-detail">
      <Container>
        {(hasLinkValue(route.cta) || editing) && (
          <Back field={route.cta} $variant="tertiary" emptyLabel="Back button">
            {editing ? undefined : (
              <>
                <Icon name="arrow-left" size={20} />
                {readLink(route.cta)?.text?.trim() || t('LeaderBack', 'Back')}
              </>
            )}
          </Back>
        )}
        <Layout>
          <Figure data-leader-portrait="">
            <Image field={route.image} priority sizes="(max-width: 767px) 100vw, 40vw" emptyLabel="Portrait" />
            {!editing && (
              <Skeleton key={`${imageSrc}#${pageShows}`} aria-hidden="true" data-leader-skeleton="">
                <SkeletonHead />
                <SkeletonBody />
              </Skeleton>
            )}
          </Figure>
          <Content>
            <div>
              <Text as={Name} field={route.name} emptyLabel="Name" />
              {(hasText(route.designation) || editing) && <Text as={Designation} field={route.designation} emptyLabel="Designation" />}
            </div>
            {(hasText(route.quote) || editing) && <Text as={Quote} field={route.quote} emptyLabel="Quote" />}
            {(hasText(route.bio) || editing) && <RichText as={Bio} field={route.bio} emptyLabel="Biography" />}
            {socials.length > 0 && (
              <Social aria-label={t('LeaderSocialLinks', 'Follow {name}', { name: name || '' }).trim()}>
                {socials.map((social) =>
                  editing ? (
                    <SocialField key={social.network}>
                      <Icon name={social.icon} size={20} />
                      <Link field={social.field} emptyLabel={t(social.phrase, social.fallback)} />
                    </SocialField>
                  ) : (
                    <li key={social.network}>
                      <SocialLink field={social.field} data-social={social.network}>
                        <Icon name={social.icon} size={20} />
                        <VisuallyHidden>{t(social.phrase, social.fallback)}</VisuallyHidden>
                      </SocialLink>
                    </li>
                  ),
                )}
              </Social>
            )}
          </Content>
        </Layout>
      </Container>
    </LeaderSection>
  );
}

/** How many times the page has been shown again from the back/forward cache (0 on load; the island runtime tells). */
function usePageShows(): number {
  const [shows, setShows] = useState(0);
  useEffect(() => {
    const onPageShow = () => setShows((n) => n + 1);
    window.addEventListener(PAGE_SHOWN_AGAIN_EVENT, onPageShow);
    return () => window.removeEventListener(PAGE_SHOWN_AGAIN_EVENT, onPageShow);
  }, []);
  return shows;
}
