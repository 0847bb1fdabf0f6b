import type { StaffAuditEntryDto } from '@emberhold/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditEntries } from './audit-trail/audit-entries';
import { TimeAgo } from './time-ago';

const entry = (id: number, ago: number): StaffAuditEntryDto => ({
  id,
  action: 'pitch.reject',
  subject_type: 'pitch',
  subject_id: String(id),
  summary: `Rejected pitch ${id}`,
  changes: {},
  actor: { user_id: 1, username: 'warden' },
  created_at: new Date(Date.now() - ago).toISOString(),
});

describe('how long ago, beside a date', () => {
  it('says how long ago each audit entry was written, beside its date', () => {
    render(<AuditEntries label="History" entries={[entry(1, 2 * 3_600_000 + 60_000), entry(2, 400 * 86_400_000)]} />);
    const [recent, old] = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(recent).toHaveTextContent(/warden · .+ · 2 hours ago$/);
    expect(old).toHaveTextContent(/· 1 year ago$/);
  });

  it('says nothing for a missing or unreadable date', () => {
    const { container } = render(
      <p>
        <TimeAgo date={null} />
        <TimeAgo date="not a date" />
      </p>,
    );
    expect(container.textContent).toBe('');
  });
});
