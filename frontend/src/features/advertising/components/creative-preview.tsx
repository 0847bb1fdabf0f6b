import { NativeAdPreview } from '../../../components/native-ad-preview';
import { normaliseLink, type CreativeValues } from '../lib/creative-fields';
import styles from './funnel.module.css';

/** The ad as readers will see it in the lists, following the form as it is typed. */
export function CreativePreview({ headingId, values }: { headingId: string; values: CreativeValues }) {
  return (
    <aside className={styles.aside} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.asideHeading}>
        Preview
      </h2>
      <div className={styles.previewWell} data-ad-preview>
        <NativeAdPreview title={values.title} content={values.content} price={values.price} link={normaliseLink(values.link)} image={values.image} />
      </div>
      <p className={styles.asideNote}>As readers will see it in the gift lists. It runs once we have approved it.</p>
    </aside>
  );
}
