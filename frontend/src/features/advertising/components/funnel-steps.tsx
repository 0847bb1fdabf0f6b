import styles from './funnel.module.css';

const STEPS = ['Write your ad', 'Confirm', 'Pay'] as const;

/** Where the advertiser is in the funnel (spec section 4: creative form, then confirmation, then payment). */
export function FunnelSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className={styles.steps} aria-label="Steps">
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={`${styles.step} ${index < current ? styles.stepDone : ''} ${index === current ? styles.stepCurrent : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          {step}
          {index < current && <span className="visually-hidden"> (done)</span>}
        </li>
      ))}
    </ol>
  );
}

/** The header of a funnel page: the eyebrow, its heading and a line under it, with the steps. */
export function FunnelHeader({ step, title, intro }: { step: 0 | 1 | 2; title: string; intro?: string }) {
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>Product pitch</p>
      <h1 className={styles.heading}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      <FunnelSteps current={step} />
    </header>
  );
}
