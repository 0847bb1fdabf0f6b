import type { ReactNode } from 'react';
import styles from './status-message.module.css';

interface StatusMessageProps {
  title: string;
  children?: ReactNode;
  tone?: 'neutral' | 'error';
  action?: ReactNode;
}

export function StatusMessage({ title, children, tone = 'neutral', action }: StatusMessageProps) {
  return (
    <div className={`${styles.message} ${tone === 'error' ? styles.error : ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      <svg className={styles.icon} viewBox="0 0 24 32" aria-hidden="true">
        <path d="M12 1c2 6 9 9 9 18a9 9 0 0 1-18 0c0-5 3-7 4-11 1 3 3 4 3 4 1-4 0-8 2-11z" />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      {children && <div className={styles.body}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
