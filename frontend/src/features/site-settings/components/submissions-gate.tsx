import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageCard } from '../../../components/page-card';
import { useSubmissionsOpen } from '../api/submissions-api';

/** The temporary "submissions are down" page, shown in place of the submit-product form and the advertiser funnel's forms. */
export function SubmissionsDownPage() {
  return (
    <PageCard title="Submissions are down for now" intro="We are not taking new products or ads for a short while.">
      <p>Our editors have paused new submissions while they work through the ones already in. Please come back later and try again.</p>
      <p>
        Nothing you sent before is lost. In the meantime, you can <Link to="/gifts/">browse the gift guides</Link>.
      </p>
    </PageCard>
  );
}

/**
 * Shows its children (a submission form) while the site takes submissions, and the submissions-down page while staff
 * have turned them off. Until the answer comes, or when it cannot be read, the form shows: the server refuses a
 * submission by itself while they are off.
 */
export function SubmissionsGate({ children }: { children: ReactNode }) {
  const open = useSubmissionsOpen();
  if (open.data === false) return <SubmissionsDownPage />;
  return <>{children}</>;
}
