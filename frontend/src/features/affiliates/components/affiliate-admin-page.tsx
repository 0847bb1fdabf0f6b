import { isForbidden } from '../../../lib/forbidden';
import { AccessDenied } from '../../../components/access-denied';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAffiliateImports } from '../api/affiliate-admin';
import { ImportReportForm, ImportsList } from './affiliate-import-section';
import { PaymentsList, RecordPaymentForm } from './affiliate-payments-section';
import { AssignRefForm, RefsList } from './affiliate-refs-section';
import styles from './affiliates.module.css';

/**
 * /admin/affiliates/ (admins): import the retailer's report files, give tags to affiliates, and record and void their
 * payments. Each tag links to its report at /aff/?tag=.
 */
export function AffiliateAdminPage() {
  useDocumentTitle('Affiliates');
  const imports = useAffiliateImports(1);
  // The access flag may have been taken away since the page opened.
  if (imports.isError && isForbidden(imports.error)) return <AccessDenied />;
  return (
    <div className="page-container">
      <div className={styles.page}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Staff</p>
          <h1 className="page-heading">Affiliates</h1>
          <p className="page-intro">Import the retailer’s earnings reports, give tags to affiliates, and record what they are paid.</p>
        </header>

        <section className={styles.section} aria-labelledby="affiliate-import-heading">
          <h2 id="affiliate-import-heading" className={styles.sectionHeading}>
            Import a report
          </h2>
          <ImportReportForm />
          <h3 className={styles.subheading}>Imports</h3>
          <ImportsList />
        </section>

        <section className={styles.section} aria-labelledby="affiliate-tags-heading">
          <h2 id="affiliate-tags-heading" className={styles.sectionHeading}>
            Tags
          </h2>
          <AssignRefForm />
          <h3 className={styles.subheading}>Assigned tags</h3>
          <RefsList />
        </section>

        <section className={styles.section} aria-labelledby="affiliate-payments-admin-heading">
          <h2 id="affiliate-payments-admin-heading" className={styles.sectionHeading}>
            Payments
          </h2>
          <RecordPaymentForm />
          <h3 className={styles.subheading}>All payments</h3>
          <PaymentsList />
        </section>
      </div>
    </div>
  );
}
