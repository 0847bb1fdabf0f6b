import { type BoostChecklistFlag, boostChecklistFlagLabels, boostChecklistFlags, type BoostChecklistItemDto } from '@emberhold/contracts';
import { formatBoostPrice } from '@emberhold/contracts/src/api/boost-pricing';
import { sitePath } from '@emberhold/contracts/src/site-routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverWords } from '../../../lib/api-client';
import { useSetBoostFlag } from '../api/boost-admin';
import { boostStatusLabel, formatCalendarDate } from './boost-calendar-month';
import styles from './boost-checklist.module.css';

/**
 * The boost checklist: each boost's date, post, status and the four ticks, each saved as it changes. A tick shows at
 * once; if the server refuses it goes back and the reason shows above the table.
 */
export function BoostChecklistTable({ items }: { items: BoostChecklistItemDto[] }) {
  const setFlag = useSetBoostFlag();
  const [failure, setFailure] = useState<string | null>(null);

  const change = (item: BoostChecklistItemDto, flag: BoostChecklistFlag, value: boolean) => {
    setFailure(null);
    setFlag.mutate(
      { id: item.id, flag, value },
      {
        onError: (error) =>
          setFailure(`“${boostChecklistFlagLabels[flag]}” for ${item.post.title} could not be saved: ${serverWords(error, 'please try again in a moment.')}`),
      },
    );
  };

  return (
    <>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="Boost checklist">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Post</th>
              <th scope="col">Status</th>
              <th scope="col">Price</th>
              <th scope="col">Buyer</th>
              {boostChecklistFlags.map((flag) => (
                <th key={flag} scope="col" className={styles.flagCell}>
                  {boostChecklistFlagLabels[flag]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-boost-id={item.id}>
                <td>
                  <time dateTime={item.date}>{formatCalendarDate(item.date)}</time>
                </td>
                <td>
                  <Link to={sitePath({ kind: 'post', slug: item.post.slug })}>{item.post.title}</Link>
                </td>
                <td>{boostStatusLabel[item.status]}</td>
                <td>{formatBoostPrice(item.price_cents)}</td>
                <td>{item.email}</td>
                {boostChecklistFlags.map((flag) => (
                  <td key={flag} className={styles.flagCell}>
                    <input
                      type="checkbox"
                      checked={item.flags[flag]}
                      aria-label={`${boostChecklistFlagLabels[flag]}: ${item.post.title} on ${item.date}`}
                      onChange={(event) => change(item, flag, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
