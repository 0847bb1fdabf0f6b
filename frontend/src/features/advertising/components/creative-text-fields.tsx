import { CONTENT_MAX, TITLE_MAX, characterCount, type CreativeField } from '../lib/creative-fields';
import type { CreativeForm } from '../hooks/use-creative-form';
import styles from './funnel.module.css';

/** The creative's words and where it leads: title and description with their counters, price and link. */
export function CreativeTextFields({ form }: { form: CreativeForm }) {
  const { ids, values, errorFor, describedBy, change, tidyLink } = form;
  return (
    <>
      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label className={styles.label} htmlFor={ids.title}>
            Title <span className={styles.required} aria-hidden="true">*</span>
          </label>
          <Counter id={`${ids.title}-count`} value={values.title} max={TITLE_MAX} />
        </div>
        <input
          id={ids.title}
          className={styles.input}
          name="title"
          aria-required="true"
          value={values.title}
          onChange={(event) => change('title', event.target.value)}
          aria-invalid={errorFor('title') ? true : undefined}
          aria-describedby={describedBy('title', `${ids.title}-count`)}
          autoComplete="off"
        />
        <FieldError form={form} field="title" />
      </div>
      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label className={styles.label} htmlFor={ids.content}>
            Description <span className={styles.optional}>(optional)</span>
          </label>
          <Counter id={`${ids.content}-count`} value={values.content} max={CONTENT_MAX} />
        </div>
        <textarea
          id={ids.content}
          className={styles.textarea}
          name="content"
          rows={4}
          value={values.content}
          onChange={(event) => change('content', event.target.value)}
          aria-invalid={errorFor('content') ? true : undefined}
          aria-describedby={describedBy('content', `${ids.content}-count`)}
        />
        <FieldError form={form} field="content" />
      </div>
      <div className={styles.twoColumns}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.price}>
            Price <span className={styles.required} aria-hidden="true">*</span>
          </label>
          <div className={styles.priceInput}>
            <input
              id={ids.price}
              className={styles.input}
              name="price"
              inputMode="decimal"
              value={values.price}
              onChange={(event) => change('price', event.target.value)}
              aria-invalid={errorFor('price') ? true : undefined}
              aria-describedby={describedBy('price')}
              aria-required="true"
              autoComplete="off"
            />
          </div>
          <FieldError form={form} field="price" />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.link}>
            Link to your product <span className={styles.required} aria-hidden="true">*</span>
          </label>
          <input
            id={ids.link}
            className={styles.input}
            name="link"
            inputMode="url"
            maxLength={2000}
            value={values.link}
            onChange={(event) => change('link', event.target.value)}
            onBlur={tidyLink}
            aria-invalid={errorFor('link') ? true : undefined}
            aria-describedby={describedBy('link', `${ids.link}-hint`)}
            aria-required="true"
            autoComplete="url"
            spellCheck={false}
          />
          <p id={`${ids.link}-hint`} className={styles.hint}>
            Where a click on your ad leads.
          </p>
          <FieldError form={form} field="link" />
        </div>
      </div>
    </>
  );
}

/** A field's problem under it, in the words of spec section 5 (or the server's). */
function FieldError({ form, field }: { form: CreativeForm; field: CreativeField }) {
  const message = form.errorFor(field);
  return message ? (
    <p id={form.errorId(field)} className={styles.fieldError} data-field-error={field}>
      {message}
    </p>
  ) : null;
}

/** How much of a field's length is used ("12/40"), read with the field as its description. */
function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  const used = characterCount(value);
  return (
    <span id={id} className={`${styles.counter} ${used >= max ? styles.counterFull : ''}`} data-counter>
      <span aria-hidden="true">
        {used}/{max}
      </span>
      <span className="visually-hidden">
        {used} of {max} characters used
      </span>
    </span>
  );
}
