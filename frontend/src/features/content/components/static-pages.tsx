import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './content-page.module.css';

function StaticPage({ title, children }: { title: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className={`page-container ${styles.article}`}>
      <h1>{title}</h1>
      {children}
    </article>
  );
}

export function AboutPage() {
  return (
    <StaticPage title="About">
      <p>Emberhold Gifts gathers gifts for readers of The Emberhold Saga: homeware, trinkets and keepsakes from across the realm.</p>
      <p>We earn a small commission when you buy through our links; it keeps the forge lit and never changes the price you pay.</p>
    </StaticPage>
  );
}

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy policy">
      <p>We keep cookies for your region, your cookie and banner choices, your session and the lists you save. We never sell your details.</p>
      <p>Cookie-banner choices last ten years; a dismissed bottom banner stays hidden for thirty days.</p>
      <h2>Where you are</h2>
      <p>
        Each page you open looks up which country your IP address is in (or takes the country our content delivery network reports), to
        show the cookie notice where it applies and the prices, banners and shop links of your region. We keep the country, not the
        address, in a cookie for a day; if you pick a store region yourself, that choice is kept for a year.
      </p>
      <p>
        <a href="https://db-ip.com" rel="noopener">IP geolocation by DB-IP</a>, whose IP to Country Lite database is licensed under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener license">CC BY 4.0</a>.
      </p>
    </StaticPage>
  );
}

/** /faq/, the simple static page of spec section 2: plain text, no data, the questions visitors ask most. */
export function FaqPage() {
  return (
    <StaticPage title="Questions and answers">
      <h2>Do you sell these gifts?</h2>
      <p>No. Our editors find them; you buy each one from the shop its link leads to, which ships it and handles returns.</p>
      <h2>Why does the price differ at the shop?</h2>
      <p>Shops change their prices often. Ours are a guide, converted to your currency; the shop's page has the final price.</p>
      <h2>How do you pick the gifts?</h2>
      <p>Every gift is chosen by a fan of The Emberhold Saga on our team. Paid placements are always marked as sponsored.</p>
      <h2>Can I suggest a gift?</h2>
      <p>
        Yes: use <Link to="/submit-product/">Submit a product</Link>. Makers who want to advertise can{' '}
        <Link to="/product-pitch">pitch their product</Link>.
      </p>
    </StaticPage>
  );
}

export function PitchTermsPage() {
  return (
    <StaticPage title="Product pitch terms and conditions">
      <p>Pitches are reviewed by our editors before they run. Paid placement is marked as sponsored. Fees are charged when a campaign is created.</p>
    </StaticPage>
  );
}

/** The advertising landing belongs to the self-serve advertising work; until then this page says where it leads. */
