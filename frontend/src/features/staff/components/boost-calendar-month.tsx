import type { BlockedBoostDateDto, BoostedDateDto, BoostStatusName } from '@emberhold/contracts';
import { movableBoostStatuses } from '@emberhold/contracts/src/api/boosts-admin-api';
import { siteDate } from '@emberhold/contracts/src/api/boost-pricing';
import { useMemo, useState } from 'react';
import { serverWords } from '../../../lib/api-client';
import { useMoveBoost } from '../api/boost-admin';
import { calendarDayLabels, calendarDayState, monthOf, monthWeeks, shiftMonth } from '../lib/boost-calendar';
import styles from './boost-checklist.module.css';

export const boostStatusLabel: Record<BoostStatusName, string> = {
  pending_payment: 'Waiting for payment',
  paid: 'Paid',
  running: 'Running',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

const calendarDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Wed, Dec 2, 2026' */
export const formatCalendarDate = (date: string) => calendarDate.format(new Date(`${date}T00:00:00.000Z`));
const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00.000Z`));

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The boost calendar (spec section 3, "boost date event: title, start"): a month at a time, each boost on its day;
 * booked and blocked days, and yesterday, today and tomorrow (spec section 5), are not available. Staff pick a paid or
 * pending boost, then a free day to move it there; a date taken meanwhile comes back as the server's refusal.
 */
export function BoostCalendarMonth({ events, blocked, today = siteDate(new Date()) }: { events: BoostedDateDto[]; blocked: BlockedBoostDateDto[]; today?: string }) {
  const [month, setMonth] = useState(monthOf(today));
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const move = useMoveBoost();

  const byDate = useMemo(() => new Map(events.map((event) => [event.start, event])), [events]);
  const booked = useMemo(() => new Set(byDate.keys()), [byDate]);
  const blockedDates = useMemo(() => new Set(blocked.map((day) => day.date)), [blocked]);
  // A paid boost whose day passed without running can still be moved to a day ahead.
  const movable = events.filter((event) => movableBoostStatuses.includes(event.status));
  const picked = movable.find((event) => event.id === pickedId) ?? null;

  const moveTo = (date: string) => {
    if (!picked) return;
    setOutcome(null);
    move.mutate(
      { id: picked.id, date },
      {
        onSuccess: () => {
          setOutcome({ tone: 'status', text: `Moved “${picked.title}” to ${formatCalendarDate(date)}.` });
          setPickedId(null);
        },
        onError: (error) => setOutcome({ tone: 'alert', text: serverWords(error, 'The boost could not be moved. Please try again in a moment.') }),
      },
    );
  };

  return (
    <div>
      <div className={styles.toolbar}>
        <button type="button" className="button" onClick={() => setMonth(shiftMonth(month, -1))}>
          ← Previous month
        </button>
        <h3 className={styles.month} aria-live="polite">
          {formatMonth(month)}
        </h3>
        <button type="button" className="button" onClick={() => setMonth(shiftMonth(month, 1))}>
          Next month →
        </button>
      </div>
      <div className={styles.toolbar}>
        <label className={styles.picker}>
          Boost to move
          <select value={pickedId ?? ''} onChange={(event) => setPickedId(event.target.value ? Number(event.target.value) : null)}>
            <option value="">Choose a boost…</option>
            {movable.map((event) => (
              <option key={event.id} value={event.id}>
                {event.start} · {event.title}
              </option>
            ))}
          </select>
        </label>
        <span>{picked ? 'Now choose a free day.' : 'Pick a paid or pending boost, then a free day to move it to.'}</span>
      </div>
      {outcome && (
        <p className={outcome.tone === 'alert' ? styles.error : undefined} role={outcome.tone}>
          {outcome.text}
        </p>
      )}
      <table className={styles.grid} aria-label={`Boosts in ${formatMonth(month)}`}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) => (
                <td key={date ?? `empty-${column}`}>{date && renderDay(date)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  function renderDay(date: string) {
    const state = calendarDayState(date, today, booked, blockedDates);
    const event = byDate.get(date);
    const content = (
      <>
        <span className={styles.dayNumber}>{Number(date.slice(8))}</span>
        {event ? <span className={styles.event}>{event.title}</span> : <span>{calendarDayLabels[state]}</span>}
      </>
    );
    const label = `${formatCalendarDate(date)}: ${event ? `${calendarDayLabels[state]}, ${event.title} (${boostStatusLabel[event.status]})` : calendarDayLabels[state]}`;
    if (state === 'free' && picked) {
      return (
        <button type="button" className={styles.day} data-date={date} data-state={state} aria-label={`Move “${picked.title}” to ${formatCalendarDate(date)}`} disabled={move.isPending} onClick={() => moveTo(date)}>
          {content}
        </button>
      );
    }
    return (
      <div className={styles.day} data-date={date} data-state={state} aria-label={label} role="group">
        {content}
      </div>
    );
  }
}
