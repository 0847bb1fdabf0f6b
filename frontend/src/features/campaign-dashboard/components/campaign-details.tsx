import { useId, useState } from 'react';
import { useCampaignMetrics } from '../api/campaign-metrics';
import { fillBuckets, type BucketSize } from '../lib/chart-scale';
import { MetricsChart } from './metrics-chart';
import { ReportTable } from './report-table';
import styles from './dashboard.module.css';

const RANGES: Record<BucketSize, { button: string; label: string }> = {
  day: { button: 'Last 30 days', label: 'the last 30 days' },
  hour: { button: 'Last 48 hours', label: 'the last 48 hours' },
};

/** A campaign over time (per day, or per hour over the last 48 h) and its breakdowns by day and by creative. */
export function CampaignDetails({ campaignId }: { campaignId: number }) {
  const [size, setSize] = useState<BucketSize>('day');
  const headingId = useId();
  const metrics = useCampaignMetrics(campaignId, size);
  const data = metrics.data;
  return (
    <div className={styles.details}>
      <section className={styles.section} aria-labelledby={headingId}>
        <div className={styles.sectionHead}>
          <h3 id={headingId} className={styles.sectionTitle}>
            Over time
          </h3>
          <div className={styles.segmented} role="group" aria-label="Chart range">
            {(['day', 'hour'] as const).map((option) => (
              <button key={option} type="button" className={styles.segment} aria-pressed={size === option} onClick={() => setSize(option)}>
                {RANGES[option].button}
              </button>
            ))}
          </div>
        </div>
        {metrics.isError ? (
          <p className="form-alert" role="alert">
            {metrics.error.message}
          </p>
        ) : data && data.bucket === size ? (
          <MetricsChart buckets={fillBuckets(data.buckets, size, data.from, data.to)} size={size} rangeLabel={RANGES[size].label} />
        ) : (
          <div className={styles.chartLoading} aria-busy="true" aria-label="Loading the chart" />
        )}
      </section>
      <div className={styles.breakdowns}>
        <ReportTable campaignId={campaignId} by="day" />
        <ReportTable campaignId={campaignId} by="creative" />
      </div>
    </div>
  );
}
