import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { Link } from '../../fields/Link.tsx';
import { buildHref } from '../../fields/link.rules.ts';
import { readImage, readLink } from '../../fields/read.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Container } from '../../ui/layout.tsx';
import { footerColumns, footerGroups, legalLinks, socialLinks } from './footer.rules.ts';
import { Bottom, FooterRoot, GroupLinks, GroupTitle, Groups, Legal, LogoLink, Social, Top } from './footer.styles.ts';

/**
 * Footer (spec 002): logo linking to logoLink, navigation groups (optional title or title link
 * and a list of links) in a grid by group count and breakpoint, legal links separated by a pipe,
 * social icon links. Sits in every page's `headless-footer` placeholder (an SXA partial design).
 */
export default function Footer({ fields }: BlockProps) {
  const t = useTranslate();
  const editing = useIsEditing();
  const groups = footerGroups(fields.primaryNavigation);
  const legal = legalLinks(fields.legalLinks);
  const social = socialLinks(fields.socialLinks);
  const logoHref = buildHref(readLink(fields.logoLink)) || '/';
  const hasLogo = readImage(fields.logo) !== undefined;
  const cols = footerColumns(groups.length);

  return (
    <FooterRoot data-block="footer">
      <Container>
        {(hasLogo || social.length > 0 || editing) && (
          <Top>
            {(hasLogo || editing) && (
              <LogoLink href={logoHref}>
                <Image field={fields.logo} sizes="200px" />
              </LogoLink>
            )}
            {social.length > 0 && (
              <Social aria-label={t('FooterSocial', 'Follow us')}>
                {social.map((s) => (
                  <li key={s.id}>
                    <Link field={s.link} aria-label={s.label}>
                      <Icon name={s.icon} size={20} />
                    </Link>
                  </li>
                ))}
              </Social>
            )}
          </Top>
        )}
        {groups.length > 0 && (
          <nav aria-label={t('FooterNavigation', 'Footer')}>
            <Groups $cols={cols}>
              {groups.map((group) => (
                <div key={group.id}>
                  {(group.title || group.titleLink !== undefined) && (
                    <GroupTitle>{group.titleLink !== undefined ? <Link field={group.titleLink} text={group.title || undefined} /> : group.title}</GroupTitle>
                  )}
                  {group.links.length > 0 && (
                    <GroupLinks>
                      {group.links.map((link, i) => (
                        <li key={i}>
                          <Link field={link} />
                        </li>
                      ))}
                    </GroupLinks>
                  )}
                </div>
              ))}
            </Groups>
          </nav>
        )}
        {legal.length > 0 && (
          <Bottom>
            <Legal aria-label={t('FooterLegal', 'Legal')}>
              {legal.map((link, i) => (
                <li key={i}>
                  <Link field={link} />
                </li>
              ))}
            </Legal>
          </Bottom>
        )}
      </Container>
    </FooterRoot>
  );
}
