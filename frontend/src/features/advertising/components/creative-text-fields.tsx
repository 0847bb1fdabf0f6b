import { Field } from '../../../components/form-field';
import { CONTENT_MAX, TITLE_MAX, characterCount } from '../lib/creative-fields';
import type { CreativeForm } from '../hooks/use-creative-form';
import type { TextField } from '../lib/creative-fields';
import styles from './funnel.module.css';

/** The creative's words and where it leads: title and description with their counters, price and link. */
/** What the text fields read of a creative form: the editor's, or staff's edit of any creative. */
export type CreativeTextForm = Pick<CreativeForm, 'ids' | 'values' | 'errorFor' | 'change' | 'tidyLink'>;

export function CreativeTextFields({ form }: { form: CreativeTextForm }) {
  const { ids, values, errorFor, change, tidyLink } = form;
  const field = (name: TextField) => ({ id: ids[name], error: errorFor(name), errorName: name });
  const counted = (name: 'title' | 'content', max: number) => ({
    aside: <Counter id={`${ids[name]}-count`} value={values[name]} max={max} />,
    describedBy: [`${ids[name]}-count`],
  });
  return (
    <>
      <Field {...field('title')} {...counted('title', TITLE_MAX)} label="Title" mark="required">
        {(control) => (
          <input {...control} className="form-input" name="title" aria-required="true" value={values.title} onChange={(event) => change('title', event.target.value)} autoComplete="off" />
        )}
      </Field>
      <Field {...field('content')} {...counted('content', CONTENT_MAX)} label="Description" mark="optional">
        {(control) => (
          <textarea {...control} className={`form-input ${styles.textarea}`} name="content" rows={4} value={values.content} onChange={(event) => change('content', event.target.value)} />
        )}
      </Field>
      <div className={styles.twoColumns}>
        <Field {...field('price')} label="Price" mark="required">
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
        <Field {...field('link')} label="Link to your product" mark="required" hint="Where a click on your ad leads.">
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
