import { PITCH_MESSAGES, PITCH_PRIORITY_MAX } from '@emberhold/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { usePitchPost } from '../api/pitch-queue-api';
import styles from './pitch-queue.module.css';

const EMPTY = { title: '', product_link: '', link: '', video_url: '', priority: '0', images: '', comments: '' };
type PitchFields = typeof EMPTY;

/**
 * "Pitch a post" (spec section 5): a title, and a product link unless the admin is one of the exempt ones (the server
 * knows who; its refusal is said under the field). Image addresses go one a line.
 */
export function PitchForm({ onPitched }: { onPitched: (title: string) => void }) {
  const id = useId();
  const [fields, setFields] = useState<PitchFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PitchFields | 'form', string>>>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const productLinkRef = useRef<HTMLInputElement>(null);
  const pitch = usePitchPost();

  const set = (name: keyof PitchFields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fields.title.trim() === '') {
      setErrors({ title: PITCH_MESSAGES.titleMissing });
      titleRef.current?.focus();
      return;
    }
    setErrors({});
    const images = fields.images
      .split(/[\s,]+/)
      .map((image) => image.trim())
      .filter(Boolean);
    pitch.mutate(
      {
        title: fields.title.trim(),
        product_link: fields.product_link.trim(),
        link: fields.link.trim(),
        video_url: fields.video_url.trim(),
        priority: Number(fields.priority),
        images,
        comments: fields.comments.trim(),
      },
      {
        onSuccess: (created) => {
          setFields(EMPTY);
          onPitched(created.title);
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fields[0]?.field : undefined;
          const message = failure instanceof ApiError ? (failure.serverError ?? failure.message) : 'The pitch could not be sent. Please try again.';
          const known = field && field in EMPTY ? (field as keyof PitchFields) : 'form';
          setErrors({ [known]: message });
          if (known === 'title') titleRef.current?.focus();
          if (known === 'product_link') productLinkRef.current?.focus();
        },
      },
    );
  };

  return (
    <form className={styles.pitchForm} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        Pitch a post
      </h2>
      <Field id={`${id}-title`} label="Title" mark="required" error={errors.title} errorName="title">
        {(control) => <input {...control} ref={titleRef} className="form-input" name="title" value={fields.title} onChange={set('title')} maxLength={200} />}
      </Field>
      <Field id={`${id}-product-link`} label="Product link" hint="Where the gift is bought. Some editors may leave it empty." error={errors.product_link} errorName="product_link">
        {(control) => <input {...control} ref={productLinkRef} className="form-input" name="product_link" inputMode="url" value={fields.product_link} onChange={set('product_link')} />}
      </Field>
      <div className={styles.twoColumns}>
        <Field id={`${id}-link`} label="Link" mark="optional" hint="An article or page about it." error={errors.link} errorName="link">
          {(control) => <input {...control} className="form-input" name="link" inputMode="url" value={fields.link} onChange={set('link')} />}
        </Field>
        <Field id={`${id}-video`} label="Video" mark="optional" error={errors.video_url} errorName="video_url">
          {(control) => <input {...control} className="form-input" name="video_url" inputMode="url" value={fields.video_url} onChange={set('video_url')} />}
        </Field>
      </div>
      <Field id={`${id}-priority`} label="Priority" hint={`0 to ${PITCH_PRIORITY_MAX}; the queue shows the highest first.`} error={errors.priority} errorName="priority">
        {(control) => (
          <select {...control} className="form-input" name="priority" value={fields.priority} onChange={set('priority')}>
            {Array.from({ length: PITCH_PRIORITY_MAX + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-images`} label="Images" mark="optional" hint="Image addresses, one a line (https://… or /media/…)." error={errors.images} errorName="images">
        {(control) => <textarea {...control} className="form-input" name="images" rows={2} value={fields.images} onChange={set('images')} />}
      </Field>
      <Field id={`${id}-comments`} label="Comments" mark="optional" error={errors.comments} errorName="comments">
        {(control) => <textarea {...control} className="form-input" name="comments" rows={3} value={fields.comments} onChange={set('comments')} maxLength={5000} />}
      </Field>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button form-sending" disabled={pitch.isPending} aria-busy={pitch.isPending}>
        {pitch.isPending ? 'Pitching…' : 'Pitch it'}
      </button>
    </form>
  );
}
