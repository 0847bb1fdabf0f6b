import type { StaffAuditEntryDto } from '@emberhold/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { StaffAuditPage } from './staff-audit-page';

function entry(id: number, overrides: Partial<StaffAuditEntryDto> = {}): StaffAuditEntryDto {
  return {
    id,
    action: 'boost.change_date',
    subject_type: 'boost',
    subject_id: String(id),
    summary: `Moved the boost of “Dragon mug” (${id})`,
    changes: { date: { from: '2026-12-02', to: '2026-12-03' } },
    actor: { user_id: 1, username: 'AshRegent' },
    created_at: '2026-11-26T09:30:00Z',
    ...overrides,
  };
}

describe('the staff activity page', () => {
  it('lists who did what, when, and what changed, with a next page when there is one', async () => {
    stubApi().on('GET /api/user/staff-audit/1', reply.ok({ entries: [entry(2), entry(1, { action: 'creative.disapprove', summary: 'Disapproved “Lantern”', changes: { reason: 'Off-topic' }, actor: null })], has_more: true }));
    renderInSite(<StaffAuditPage />, { url: '/admin/audit/', path: '/admin/audit/:page?' });

    const list = await screen.findByRole('list', { name: 'Staff actions, page 1' });
    const [moved, disapproved] = within(list).getAllByRole('listitem').filter((item) => item.hasAttribute('data-audit-entry'));
    expect(moved).toHaveTextContent('Moved a boost');
    expect(moved).toHaveTextContent('AshRegent');
    expect(moved).toHaveTextContent('date: 2026-12-02 → 2026-12-03');
    expect(disapproved).toHaveTextContent('Disapproved an ad Disapproved “Lantern”');
    expect(disapproved).toHaveTextContent('A deleted account');
    expect(disapproved).toHaveTextContent('reason: Off-topic');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/admin/audit/2');
  });

  it('tells a user without the access flag they may not see it', async () => {
    stubApi().on('GET /api/user/staff-audit/1', reply.error(403, 'You do not have access to view this page.'));
    renderInSite(<StaffAuditPage />, { url: '/admin/audit/', path: '/admin/audit/:page?' });
    expect(await screen.findByText('You do not have access to view this page.')).toBeInTheDocument();
  });
});
