// Owns the shop's footer: the shop's own places (Home, the categories, Search), links to the eight information pages,
// the brand's contact details and social links, and the 'Powered by' credit.
import { SOCIAL_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from '@shop/contract/brand-defaults';
import { Link } from 'react-router';
import { BrandLogo } from '#web/entities/brand/brand-logo.tsx';
import { useBrand } from '#web/entities/brand/brand.ts';
import { SHOP_NAV_ITEMS } from '#web/app/shop-shell/shop-nav-items.ts';
import { FacebookIcon, InstagramIcon, WhatsAppIcon, XIcon, YoutubeIcon } from '#web/app/shop-shell/social-icons.tsx';

const HELP_LINKS = [
  { to: '/shop/faqs', label: 'FAQs' },
  { to: '/shop/shipping_policy', label: 'Shipping Policy' },
  { to: '/shop/return_policy', label: 'Return Policy' },
  { to: '/shop/refund_policy', label: 'Refund Policy' },
] as const;

const COMPANY_LINKS = [
  { to: '/shop/about', label: 'About Us' },
  { to: '/shop/contact', label: 'Contact Us' },
  { to: '/shop/T&C', label: 'Terms & Conditions' },
  { to: '/shop/privacy_policy', label: 'Privacy Policy' },
] as const;

/** The footer's list of the shop's own places: where the header's menu button leads before the app runs. */
export const SHOP_LINKS_ID = 'shop-links';

// Staff set the links under Settings → Brand (the networks' home pages until then); a network left empty is not shown.
const SOCIAL_ICONS: Record<SocialNetwork, typeof InstagramIcon> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  x: XIcon,
  youtube: YoutubeIcon,
  whatsapp: WhatsAppIcon,
};

// The spec shows a 'Powered by' link without saying whose; this credits the shop itself until that is decided.
const POWERED_BY_PAGE = '/shop/about';

// On touch screens each link is a 44 px tall row, easy to hit with a thumb.
const linkClass =
  'rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline underline-offset-4 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center';

function LinkColumn({
  title,
  links,
  id,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
  id?: string;
}) {
  return (
    <nav aria-label={title} id={id}>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-4 grid gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ShopFooter() {
  const brand = useBrand();
  const socialLinks = SOCIAL_NETWORKS.flatMap((network) => {
    const href = brand.social[network];
    return href ? [{ href, network: SOCIAL_LABELS[network], Icon: SOCIAL_ICONS[network] }] : [];
  });
  const { email, phone, address } = brand.contact;
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="col-span-2 grid content-start gap-4 lg:col-span-1">
          <Link to="/shop/home" className="w-fit rounded-md text-lg">
            <BrandLogo />
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">
            Clothing and bags for women, men and kids. Free delivery across India.
          </p>
          {(email || phone || address) && (
            <address className="grid gap-1 text-sm text-muted-foreground not-italic">
              {email && (
                <a href={`mailto:${email}`} className={linkClass}>
                  {email}
                </a>
              )}
              {phone && (
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                  {phone}
                </a>
              )}
              {address && <span className="whitespace-pre-line">{address}</span>}
            </address>
          )}
        </div>
        <LinkColumn title="Shop" links={SHOP_NAV_ITEMS} id={SHOP_LINKS_ID} />
        <LinkColumn title="Help" links={HELP_LINKS} />
        <LinkColumn title="Company" links={COMPANY_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          {socialLinks.length > 0 && <h2 className="text-sm font-semibold text-foreground">Follow us</h2>}
          <ul className="mt-3 flex flex-wrap gap-1">
            {socialLinks.map(({ href, network, Icon }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand.name} on ${network} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {brand.name}. All rights reserved.
          </p>
          <p>
            Powered by{' '}
            <Link to={POWERED_BY_PAGE} className="font-medium text-accent underline-offset-4 hover:underline">
              {brand.name}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
