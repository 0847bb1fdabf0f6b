import type { AdminCreativeDto } from '@emberhold/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { CreativeTextFields, type CreativeTextForm } from './creative-text-fields';
import {
  CLEAN_TEXT_FIELD,
  creativeErrors,
  mediaFields,
  normaliseLink,
  serverFieldErrors,
  type CreativeField,
  type CreativeUploadType,
  type CreativeValues,
  type FieldError,
  type TextField,
} from '../lib/creative-fields';
import { uploadAdminCreativeGif, useEditCreative } from '../api/creative-admin';
import { CreativeMediaField, type CreativeMediaForm } from './creative-media-field';
import { CreativeAdminImageField } from './creative-admin-image-field';
import styles from './creative-admin.module.css';

const NOT_SAVED = 'The ad could not be saved. Please try again.';

/**
 * Staff edit one creative with the creative editor's fields (what it shows: its image, GIF or embed code; its title and
 * description counters, price and link) and
 * rules (cut to 40 and 250, the price's digits and dots, http:// in front of a link); the server checks again and
 * its words are shown by the field they are about, or above the buttons.
 */
export function CreativeAdminEditForm({ creative, onDone }: { creative: AdminCreativeDto; onDone: () => void }) {
  const save = useEditCreative();
  const [values, setValues] = useState<CreativeValues>({
    title: creative.title,
    content: creative.content,
    price: creative.price === null ? '' : String(creative.price),
    link: creative.link,
    uploadType: creative.upload_type,
    image: creative.image,
    gif: creative.gif,
    embed: creative.embed ?? '',
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const base = useId();
  const ids = { upload_type: `${base}-type`, gif: `${base}-gif`, embed: `${base}-embed`, image: `${base}-image`, title: `${base}-title`, content: `${base}-content`, price: `${base}-price`, link: `${base}-link` } satisfies Record<CreativeField, string>;
  const errorFor = (field: CreativeField) => errors.find((error) => error.field === field)?.message ?? null;

  /** A media value is set: the media's errors no longer apply. */
  function setMedia(change: Partial<Pick<CreativeValues, 'uploadType' | 'image' | 'gif' | 'embed'>>) {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => current.filter((error) => !['upload_type', 'image', 'gif', 'embed'].includes(error.field)));
  }
  const media = {
    ids,
    values,
    errorFor,
    errorId: (field: CreativeField) => `${ids[field]}-error`,
    setGif: (gif: string) => setMedia({ gif }),
    setEmbed: (embed: string) => setMedia({ embed }),
    setUploadType: (uploadType: CreativeUploadType) => setMedia({ uploadType }),
  } satisfies CreativeMediaForm;

  const fields = {
    ids,
    values,
    errorFor,
    change: (field: TextField, value: string) => {
      setValues((current) => ({ ...current, [field]: CLEAN_TEXT_FIELD[field](value) }));
      setErrors((current) => current.filter((error) => error.field !== field));
    },
    tidyLink: () => setValues((current) => ({ ...current, link: normaliseLink(current.link) })),
  } satisfies CreativeTextForm;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = creativeErrors(values);
    setErrors(found);
    setAlert(null);
    if (found.length > 0) return;
    save.mutate(
      { id: creative.id, title: values.title.trim(), content: values.content.trim(), price: values.price, link: normaliseLink(values.link), ...mediaFields(values) },
      {
        onSuccess: onDone,
        onError: (reason) => {
          const server = reason instanceof ApiError ? reason : null;
          const placed = serverFieldErrors(server?.serverError, server?.fields ?? []);
          setErrors(placed);
          setAlert(placed.length > 0 ? null : (server?.serverError ?? NOT_SAVED));
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Edit “${creative.title}”`}>
      <CreativeMediaField
        form={media}
        imageField={
          <CreativeAdminImageField creativeId={creative.id} inputId={ids.image} image={values.image} onImage={(image) => setMedia({ image })} error={errorFor('image')} />
        }
        uploadGif={(file) => uploadAdminCreativeGif(creative.id, file)}
      />
      {/* The editor's own text fields, given this form's state. */}
      <CreativeTextFields form={fields} />
      {alert && (
        <p className="form-error" role="alert">
          {alert}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
