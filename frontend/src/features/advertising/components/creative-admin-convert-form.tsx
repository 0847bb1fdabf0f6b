import type { AdminCreativeDto } from '@emberhold/contracts';
import { useId, useState, type FormEvent } from 'react';
import { serverWords } from '../../../lib/api-client';
import { useConvertToBoost } from '../api/creative-admin';
import styles from './creative-admin.module.css';

const NOT_CONVERTED = 'The ad could not be converted. Please try again.';

/**
 * Turns a paid creative into a paid boost: a post (its slug or id) and a date; the server applies the boost date rules
 * and says why it refuses, word for word.
 */
export function CreativeAdminConvertForm({ creative, onDone }: { creative: AdminCreativeDto; onDone: () => void }) {
  const convert = useConvertToBoost();
  const [post, setPost] = useState('');
  const [date, setDate] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    convert.mutate(
      { ad_id: creative.id, post_id: post.trim(), date },
      {
        onSuccess: (boost) => setDone(`Converted: post ${boost.post_id} is boosted on ${boost.date}.`),
        onError: (reason) => setRefusal(serverWords(reason, NOT_CONVERTED)),
      },
    );
  }

  if (done) {
    return (
      <div className={styles.form}>
        <p role="status">{done}</p>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Close
        </button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Convert “${creative.title}” to a boost`}>
      <p className="form-hint">The campaign’s payment pays for the boost; the ad ends and leaves the lists.</p>
      <div className="form-field">
        <label className="form-label" htmlFor={`${id}-post`}>
          Post (slug or id)
        </label>
        <input id={`${id}-post`} className="form-input" name="post_id" value={post} onChange={(event) => setPost(event.target.value)} autoComplete="off" />
      </div>
      <div className="form-field">
        <label className="form-label" htmlFor={`${id}-date`}>
          Boost date
        </label>
        <input id={`${id}-date`} className="form-input" type="date" name="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={convert.isPending} aria-busy={convert.isPending}>
          {convert.isPending ? 'Converting…' : 'Convert'}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
