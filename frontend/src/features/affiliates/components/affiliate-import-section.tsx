import { affiliateMessages, affiliatePrograms, type AffiliateImportDto, type AffiliateProgram } from '@emberhold/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { Pager } from '../../../components/pager';
import { TimeAgo } from '../../../components/time-ago';
import { serverWords } from '../../../lib/api-client';
import { formatCount, formatDayTime } from '../../../lib/figures';
import { useAffiliateImports, useImportReport } from '../api/affiliate-admin';
import { formatPeriodDay } from '../lib/affiliate-figures';
import { refusalWords } from '../lib/form-outcome';
import styles from './affiliates.module.css';

const STATUS_LABELS: Record<AffiliateImportDto['status'], string> = {
  queued: 'Queued',
  processing: 'Processing',
  published: 'Publishing',
  complete: 'Complete',
  failed: 'Failed',
};

/** Imports a retailer's report file (parsed whole first: a malformed file is refused, naming the line and column). */
export function ImportReportForm() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [program, setProgram] = useState<AffiliateProgram | ''>('');
  const [missing, setMissing] = useState(false);
  // A new input after each import: a file input cannot be emptied by its value.
  const [inputKey, setInputKey] = useState(0);
  const upload = useImportReport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate(
      { file, program: program || null },
      {
        onSuccess: () => {
          setFile(null);
          setInputKey((key) => key + 1);
        },
      },
    );
  };

  const queued = upload.data?.import;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-affiliate-import-form>
      <div className="form-field">
        <label className="form-label" htmlFor={`${id}-file`}>
          Report file
        </label>
        <input
          key={inputKey}
          id={`${id}-file`}
          name="file"
          type="file"
          className="form-input"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-file-error` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(false);
            upload.reset();
          }}
        />
        {missing && (
          <p id={`${id}-file-error`} className="form-error" role="alert" data-field-error="file">
            {affiliateMessages.fileMissing}
          </p>
        )}
      </div>
      <div className="form-field">
        <label className="form-label" htmlFor={`${id}-program`}>
          Program
        </label>
        <select id={`${id}-program`} name="program" className="form-input" value={program} onChange={(event) => setProgram(event.target.value as AffiliateProgram | '')}>
          <option value="">Detect from the file</option>
          {affiliatePrograms.map((choice) => (
            <option key={choice} value={choice}>
              {choice.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className="button form-sending" disabled={upload.isPending}>
          {upload.isPending ? 'Importing…' : 'Import'}
        </button>
      </div>
      {upload.isError && (
        <p className="form-alert" role="alert" data-affiliate-import-error style={{ gridColumn: '1 / -1' }}>
          {refusalWords(upload.error, 'The report could not be sent. Please try again in a moment.')}
        </p>
      )}
      {queued && (
        <p className="form-done" role="status" data-affiliate-import-queued style={{ gridColumn: '1 / -1' }}>
          {queued.file_name} is queued: {formatCount(queued.rows)} {queued.rows === 1 ? 'row' : 'rows'} for {queued.tags.join(', ') || 'no tag'}.
        </p>
      )}
    </form>
  );
}

/** The imports, newest first, read again every 2 s while one is still on its way to the report. */
export function ImportsList() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('imports') ?? '1', 10) || 1);
  const imports = useAffiliateImports(page);
  if (imports.isPending) return <div className={styles.loading} aria-busy="true" aria-label="Loading the imports" />;
  if (!imports.data)
    return (
      <LoadFailed title="The imports could not be loaded" retry={imports.refetch}>
        {serverWords(imports.error, TRY_AGAIN_SOON)}
      </LoadFailed>
    );
  const { imports: rows, has_more } = imports.data;
  return (
    <>
      {rows.length === 0 ? (
        <p className={styles.muted}>No report has been imported yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className="data-table" data-affiliate-imports>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Source</th>
                <th scope="col">Program</th>
                <th scope="col">Status</th>
                <th scope="col">Rows</th>
                <th scope="col">Tags</th>
                <th scope="col">Period</th>
                <th scope="col">By</th>
                <th scope="col">When</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-affiliate-import={row.id} data-import-status={row.status}>
                  <td>{row.file_name}</td>
                  <td>{row.source === 'upload' ? 'Upload' : 'Folder'}</td>
                  <td>{row.program ? row.program.toUpperCase() : '–'}</td>
                  <td className={`${styles.status} ${row.status === 'failed' ? styles.statusFailed : ''}`}>{STATUS_LABELS[row.status]}</td>
                  <td>{formatCount(row.rows)}</td>
                  <td>{row.tags.join(', ')}</td>
                  <td>{row.period_from ? `${formatPeriodDay(row.period_from)} – ${formatPeriodDay(row.period_to)}` : '–'}</td>
                  <td>{row.uploaded_by?.username ?? '–'}</td>
                  <td>
                    <time dateTime={row.created_at}>{formatDayTime(row.created_at)}</time>
                    <TimeAgo date={row.created_at} />
                  </td>
                  <td className={styles.error}>{row.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} hasNext={has_more} href={(next) => `/admin/affiliates/?imports=${next}`} />
    </>
  );
}
