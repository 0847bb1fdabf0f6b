import { NativeAdPreview, type NativeAdContent } from '../../../components/native-ad-preview';
import styles from './funnel.module.css';

interface AdPreviewProps {
  headingId: string;
  heading: string;
  /** The ad as it stands (nothing while it is fetched). */
  ad: NativeAdContent | undefined;
  loading?: boolean;
  /** Under the preview. */
  note?: string;
}

/** Beside a funnel page's form: the ad as readers will see it in the lists. */
export function AdPreview({ headingId, heading, ad, loading, note }: AdPreviewProps) {
  return (
    <aside className={styles.aside} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.asideHeading}>
        {heading}
      </h2>
      <div className={styles.previewWell} data-ad-preview aria-busy={loading || undefined}>
        {ad && <NativeAdPreview title={ad.title} content={ad.content} price={ad.price} link={ad.link} image={ad.image} embed={ad.embed} />}
      </div>
      {note && <p className={styles.asideNote}>{note}</p>}
    </aside>
  );
}
