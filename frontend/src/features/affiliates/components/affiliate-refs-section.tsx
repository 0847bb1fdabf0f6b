import { affiliatePrograms, type AffiliateProgram } from '@emberhold/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field } from '../../../components/form-field';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { serverWords } from '../../../lib/api-client';
import { formatDay } from '../../../lib/figures';
import { useAffiliateRefs, useAssignRef } from '../api/affiliate-admin';
import { affiliateReportHref } from '../lib/affiliate-figures';
import { doneWords, fieldRefusal, fieldRefused, refusalWords } from '../lib/form-outcome';
import styles from './affiliates.module.css';

/** A user id typed as digits is sent as a number; anything else is taken for an email address (the server says if not). */
function userIdOrEmail(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** Gives a tag to an affiliate, by user id or email; a tag belongs to one user at a time, so this moves it. */
export function AssignRefForm() {
  const id = useId();
  const [ref, setRef] = useState('');
  const [user, setUser] = useState('');
  const [program, setProgram] = useState<AffiliateProgram | ''>('');
  const assign = useAssignRef();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tag = ref.trim();
    assign.mutate(
      { ref: tag, id: userIdOrEmail(user), ...(program ? { program } : {}) },
      {
        onSuccess: () => {
          setRef('');
          setUser('');
          setProgram('');
        },
      },
    );
  };
  const assigned = assign.variables;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-affiliate-assign-form>
      <Field id={`${id}-ref`} label="Tag" error={fieldRefusal(assign.error, 'ref')} invalid={fieldRefused(assign.error, 'ref')} errorId={`${id}-alert`}>
        {(control) => <input {...control} name="ref" className="form-input" value={ref} onChange={(event) => setRef(event.target.value)} autoComplete="off" />}
      </Field>
      <Field id={`${id}-user`} label="User id or email" error={fieldRefusal(assign.error, 'id')} invalid={fieldRefused(assign.error, 'id')} errorId={`${id}-alert`}>
        {(control) => <input {...control} name="id" className="form-input" value={user} onChange={(event) => setUser(event.target.value)} autoComplete="off" />}
      </Field>
      <Field id={`${id}-program`} label="Program">
        {(control) => (
          <select {...control} name="program" className="form-input" value={program} onChange={(event) => setProgram(event.target.value as AffiliateProgram | '')}>
            <option value="">From the tag</option>
            {affiliatePrograms.map((choice) => (
              <option key={choice} value={choice}>
                {choice.toUpperCase()}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.formActions}>
        <button type="submit" className="button form-sending" disabled={assign.isPending}>
          {assign.isPending ? 'Assigning…' : 'Assign'}
        </button>
      </div>
      {assign.isError && (
        <p id={`${id}-alert`} className="form-alert" role="alert" data-affiliate-assign-error style={{ gridColumn: '1 / -1' }}>
          {refusalWords(assign.error, 'The tag could not be assigned. Please try again in a moment.')}
        </p>
      )}
      {assign.isSuccess && assigned && (
        <p className="form-done" role="status" style={{ gridColumn: '1 / -1' }}>
          {doneWords(
            assign.data,
            assign.data?.ref ? `${assign.data.ref.ref} now belongs to ${assign.data.ref.user.username} (user ${assign.data.ref.user.user_id}).` : `${assigned.ref} is assigned to ${assigned.id}.`,
          )}
        </p>
      )}
    </form>
  );
}

/** Every tag and who holds it; each tag links to its report. */
export function RefsList() {
  const refs = useAffiliateRefs();
  if (refs.isPending) return <div className={styles.loading} aria-busy="true" aria-label="Loading the tags" />;
  if (!refs.data)
    return (
      <LoadFailed title="The tags could not be loaded" retry={refs.refetch}>
        {serverWords(refs.error, TRY_AGAIN_SOON)}
      </LoadFailed>
    );
  if (refs.data.refs.length === 0) return <p className={styles.muted}>No tag is assigned yet.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className="data-table" data-affiliate-refs>
        <thead>
          <tr>
            <th scope="col">Tag</th>
            <th scope="col">Program</th>
            <th scope="col">Affiliate</th>
            <th scope="col">User id</th>
            <th scope="col">Email</th>
            <th scope="col">Since</th>
          </tr>
        </thead>
        <tbody>
          {refs.data.refs.map((row) => (
            <tr key={row.ref} data-affiliate-ref={row.ref}>
              <td>
                <Link to={affiliateReportHref(row.ref)}>{row.ref}</Link>
              </td>
              <td>{row.program.toUpperCase()}</td>
              <td>{row.user.username}</td>
              <td>{row.user.user_id}</td>
              <td>{row.user.email}</td>
              <td>
                <time dateTime={row.assigned_at}>{formatDay(row.assigned_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
