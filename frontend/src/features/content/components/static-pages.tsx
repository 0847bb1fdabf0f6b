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
