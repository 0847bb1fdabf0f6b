import type { PitchDto } from '@emberhold/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { pitchAge } from '../lib/pitch-age';
import styles from './pitch-queue.module.css';

interface PitchCardProps {
  pitch: PitchDto;
  onPublish: (pitch: PitchDto) => void;
  onReject: (pitch: PitchDto) => void;
}

/** The site's own media show as pictures; other sites' images are links only (the site loads no third-party images). */
const isMedia = (src: string) => src.startsWith('/media/');
const isWebAddress = (src: string) => /^https?:\/\//i.test(src);

/** One pitch of the queue: where it came from, who sent it and when, its images and links, and what was decided. */
export function PitchCard({ pitch, onPublish, onReject }: PitchCardProps) {
  const titleId = useId();
  const sender = pitch.sent_by ? `${pitch.sent_by.username} (${pitch.sent_by.email})` : 'A deleted account';
  const links: Array<[string, string | null]> = [
    ['Product link', pitch.product_link],
    ['Link', pitch.link],
    ['Video', pitch.video_url],
  ];
  return (
    <li className={styles.card} data-pitch-id={pitch.id} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.cardHead}>
        <span className={pitch.source === 'user' ? `${styles.badge} ${styles.badgeUser}` : styles.badge}>{pitch.source === 'user' ? 'User submission' : 'Staff pitch'}</span>
        <span className={styles.priority}>Priority {pitch.priority}</span>
      </div>
      <h3 id={titleId} className={styles.cardTitle}>
        {pitch.title}
      </h3>
      <p className={styles.meta}>
        Sent by {sender}, <time dateTime={pitch.created_at}>{pitchAge(pitch.created_at)}</time>
        {pitch.price !== null && <> · {formatPrice(Number(pitch.price))}</>}
      </p>
      {pitch.images.length > 0 && (
        <ul className={styles.images} aria-label="Images">
          {pitch.images
            .filter((src) => isMedia(src) || isWebAddress(src))
            .map((src, index) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noopener noreferrer nofollow">
                  {isMedia(src) ? <img src={src} alt={`Image ${index + 1}`} loading="lazy" className={styles.thumb} /> : `Image ${index + 1} (${new URL(src).hostname})`}
                </a>
              </li>
            ))}
        </ul>
      )}
      <dl className={styles.links}>
        {links
          .filter((entry): entry is [string, string] => entry[1] !== null)
          .map(([label, href]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                  {href}
                </a>
              </dd>
            </div>
          ))}
      </dl>
      {pitch.comments && <p className={styles.comments}>{pitch.comments}</p>}
      {pitch.status === 'pending' && (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => onPublish(pitch)}>
            Publish
          </button>
          <button type="button" className="button button--ghost" onClick={() => onReject(pitch)}>
            Reject
          </button>
        </div>
      )}
      {pitch.status !== 'pending' && (
        <p className={styles.decision}>
          {pitch.status === 'published' ? 'Published' : 'Rejected'}
          {pitch.decided_by && <> by {pitch.decided_by.username}</>}
          {pitch.decided_at && (
            <>
              {' '}
              <time dateTime={pitch.decided_at}>{pitchAge(pitch.decided_at)}</time>
            </>
          )}
          {pitch.status === 'published' && pitch.post && (
            <>
              {' '}
              as <Link to={`/${pitch.post.slug}/`}>/{pitch.post.slug}/</Link>
            </>
          )}
          {pitch.status === 'rejected' && pitch.reject_reason && <>: {pitch.reject_reason}</>}
        </p>
      )}
    </li>
  );
}
