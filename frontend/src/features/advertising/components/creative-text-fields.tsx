import { Field } from '../../../components/form-field';
import { CONTENT_MAX, TITLE_MAX, characterCount } from '../lib/creative-fields';
import type { CreativeForm } from '../hooks/use-creative-form';
import styles from './funnel.module.css';

/** The creative's words and where it leads: title and description with their counters, price and link. */
export function CreativeTextFields({ form }: { form: CreativeForm }) {
  const { ids, values, errorFor, change, tidyLink } = form;
  return (
    <>
      <Field
        id={ids.title}
        label="Title"
        mark="required"
        aside={<Counter id={`${ids.title}-count`} value={values.title} max={TITLE_MAX} />}
        error={errorFor('title')}
        errorName="title"
        describedBy={[`${ids.title}-count`]}
      >
        {(control) => (
          <input {...control} className="form-input" name="title" aria-required="true" value={values.title} onChange={(event) => change('title', event.target.value)} autoComplete="off" />
        )}
      </Field>
      <Field
        id={ids.content}
        label="Description"
        mark="optional"
        aside={<Counter id={`${ids.content}-count`} value={values.content} max={CONTENT_MAX} />}
        error={errorFor('content')}
        errorName="content"
        describedBy={[`${ids.content}-count`]}
      >
        {(control) => (
          <textarea {...control} className={`form-input ${styles.textarea}`} name="content" rows={4} value={values.content} onChange={(event) => change('content', event.target.value)} />
        )}
      </Field>
      <div className={styles.twoColumns}>
        <Field id={ids.price} label="Price" mark="required" error={errorFor('price')} errorName="price">
          {(control) => (
            <div className={styles.priceInput}>
              <input
                {...control}
                className="form-input"
                name="price"
                inputMode="decimal"
                value={values.price}
                onChange={(event) => change('price', event.target.value)}
                aria-required="true"
                autoComplete="off"
              />
            </div>
          )}
        </Field>
        <Field id={ids.link} label="Link to your product" mark="required" hint="Where a click on your ad leads." error={errorFor('link')} errorName="link">
          {(control) => (
            <input
              {...control}
              className="form-input"
              name="link"
              inputMode="url"
              maxLength={2000}
              value={values.link}
              onChange={(event) => change('link', event.target.value)}
              onBlur={tidyLink}
              aria-required="true"
              autoComplete="url"
              spellCheck={false}
            />
          )}
        </Field>
      </div>
    </>
  );
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
