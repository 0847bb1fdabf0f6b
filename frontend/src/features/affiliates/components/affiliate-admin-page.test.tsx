import type { AffiliateImportDto, AffiliatePaymentDto, AffiliateReportResponse } from '@emberhold/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi, type StubbedApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { AffiliateAdminPage } from './affiliate-admin-page';

const LINE_ERROR = 'Line 4, column "Items Shipped": "ten" is not a whole number.';

function anImport(id: number, figures: Partial<AffiliateImportDto> = {}): AffiliateImportDto {
  return {
    id,
    file_name: `report-${id}.csv`,
    source: 'upload',
    program: 'us',
    status: 'complete',
    error: null,
    rows: 31,
    tags: ['keeper-20'],
    period_from: '2026-10-01',
    period_to: '2026-10-31',
    uploaded_by: { user_id: 1, username: 'warden' },
    created_at: '2026-11-01T10:00:00Z',
    finished_at: '2026-11-01T10:01:00Z',
    ...figures,
  };
}

function payment(id: number, figures: Partial<AffiliatePaymentDto> = {}): AffiliatePaymentDto {
  return {
    id,
    user: { user_id: 7, username: 'ashen_keeper' },
    ref: 'keeper-20',
    amount: '120.50',
    currency: 'USD',
    created_at: '2026-11-02T10:00:00Z',
    created_by: { user_id: 1, username: 'warden' },
    voided_at: null,
    voided_by: null,
    void_reason: null,
    ...figures,
  };
}

function adminReport(payments: AffiliatePaymentDto[]): AffiliateReportResponse {
  return { meta: { status: 'success' }, scope: 'admin', tag: null, tags: ['keeper-20'], reports: [], payments, balances: [], updating: false };
}

/** The page's reads, answered: imports, tags, and the admin's report with its payments. */
function stubPage(imports: AffiliateImportDto[] = [anImport(1)], payments: AffiliatePaymentDto[] = [payment(5)]): StubbedApi {
  return stubApi()
    .on('GET /api/user/affiliate/imports/:page', reply.ok({ imports, page: 1, has_more: false }))
    .on('GET /api/user/affiliate/refs/', reply.ok({ refs: [{ ref: 'keeper-20', program: 'us', user: { user_id: 7, username: 'ashen_keeper', email: 'keeper@example.com' }, assigned_at: '2026-10-01T09:00:00Z' }] }))
    .on('GET /api/user/affiliate/', reply.json(adminReport(payments)))
    .on('GET /api/user/staff-audit/:page', reply.ok({ entries: [], has_more: false }));
}

function openAdmin() {
  return renderInSite(<AffiliateAdminPage />, { url: '/admin/affiliates/', path: '/admin/affiliates/' });
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe("the admins' affiliate page", () => {
  it('uploads a report with the chosen program and shows the line and column the server refuses it for', async () => {
    const api = stubPage().on('POST /api/user/affiliate/import/', reply.error(400, LINE_ERROR));
    const { user } = openAdmin();
    const imports = section('Import a report');
    await user.upload(within(imports).getByLabelText('Report file'), new File(['Date,Tracking ID\n'], 'october.csv', { type: 'text/csv' }));
    await user.selectOptions(within(imports).getByLabelText('Program'), 'UK');
    await user.click(within(imports).getByRole('button', { name: 'Import' }));

    expect(await within(imports).findByRole('alert')).toHaveTextContent(LINE_ERROR);
    const sent = api.calls('POST /api/user/affiliate/import/')[0]!.form() as FormData;
    expect((sent.get('file') as File).name).toBe('october.csv');
    expect(sent.get('program')).toBe('uk');
  });

  it('sends no program when it is to be detected from the file, and says what was queued', async () => {
    const api = stubPage().on('POST /api/user/affiliate/import/', reply.ok({ import: anImport(9, { file_name: 'october.csv', status: 'queued', rows: 62, tags: ['keeper-20', 'keeper-21'] }) }));
    const { user } = openAdmin();
    const imports = section('Import a report');
    await user.upload(within(imports).getByLabelText('Report file'), new File(['x'], 'october.csv', { type: 'text/csv' }));
    await user.click(within(imports).getByRole('button', { name: 'Import' }));

    expect(await within(imports).findByRole('status')).toHaveTextContent('october.csv is queued: 62 rows for keeper-20, keeper-21.');
    expect((api.calls('POST /api/user/affiliate/import/')[0]!.form() as FormData).has('program')).toBe(false);
  });

  it('asks for a file before sending anything', async () => {
    const api = stubPage();
    const { user } = openAdmin();
    await user.click(within(section('Import a report')).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Please choose a report file to import.')).toBeInTheDocument();
    expect(api.calls('POST /api/user/affiliate/import/')).toHaveLength(0);
  });

  it('lists the imports and reads them again every 2 seconds while one is unfinished, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: AffiliateImportDto['status'] = 'processing';
    const api = stubPage().on('GET /api/user/affiliate/imports/:page', () =>
      reply.ok({ imports: [anImport(2, { status, error: null }), anImport(1, { status: 'failed', error: LINE_ERROR, rows: 0 })], page: 1, has_more: false }),
    );
    openAdmin();
    const row = async (state: string) => {
      await waitFor(() => expect(document.querySelector('[data-affiliate-import="2"]')).toHaveAttribute('data-import-status', state));
      return document.querySelector<HTMLElement>('[data-affiliate-import="2"]')!;
    };
    expect(await row('processing')).toHaveTextContent('Processing');
    expect(document.querySelector('[data-affiliate-import="1"]')).toHaveTextContent(LINE_ERROR);
    const reads = () => api.calls('GET /api/user/affiliate/imports/:page').length;
    const before = reads();

    status = 'complete';
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await row('complete')).toHaveTextContent('Complete');
    const after = reads();
    expect(after).toBeGreaterThan(before);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(reads()).toBe(after);
  });

  it('assigns a tag to a user by email with the chosen program, and shows what the server says', async () => {
    const api = stubPage().on(
      'POST /api/user/affiliate/ref/',
      reply.ok({ ref: { ref: 'keeper-21', program: 'uk', user: { user_id: 7, username: 'ashen_keeper', email: 'keeper@example.com' }, assigned_at: '2026-11-03T10:00:00Z' } }),
    );
    const { user } = openAdmin();
    const tags = section('Tags');
    expect(await within(tags).findByRole('link', { name: 'keeper-20' })).toHaveAttribute('href', '/aff/?tag=keeper-20');

    await user.type(within(tags).getByLabelText('Tag'), 'keeper-21');
    await user.type(within(tags).getByLabelText('User id or email'), 'keeper@example.com');
    await user.selectOptions(within(tags).getByLabelText('Program'), 'UK');
    await user.click(within(tags).getByRole('button', { name: 'Assign' }));

    expect(await within(tags).findByRole('status')).toHaveTextContent('keeper-21 now belongs to ashen_keeper (user 7).');
    expect(api.calls('POST /api/user/affiliate/ref/')[0]!.json()).toEqual({ ref: 'keeper-21', id: 'keeper@example.com', program: 'uk' });
  });

  it('sends a user id as a number, and shows the refusal in the server’s words', async () => {
    const api = stubPage().on('POST /api/user/affiliate/ref/', reply.error(400, 'No user has that id or email address.'));
    const { user } = openAdmin();
    const tags = section('Tags');
    await user.type(within(tags).getByLabelText('Tag'), 'keeper-21');
    await user.type(within(tags).getByLabelText('User id or email'), '404');
    await user.click(within(tags).getByRole('button', { name: 'Assign' }));

    expect(await within(tags).findByRole('alert')).toHaveTextContent('No user has that id or email address.');
    expect(api.calls('POST /api/user/affiliate/ref/')[0]!.json()).toEqual({ ref: 'keeper-21', id: 404 });
  });

  it('records a payment and lists it once the server has it', async () => {
    let payments = [payment(5)];
    const api = stubPage()
      .on('GET /api/user/affiliate/', () => reply.json(adminReport(payments)))
      .on('POST /api/user/affiliate/payment/', () => {
        payments = [payment(6, { amount: '80.00' }), ...payments];
        return reply.ok({ payment: payments[0] });
      });
    const { user } = openAdmin();
    const area = section('Payments');
    await within(area).findByText('$120.50');

    await user.type(within(area).getByLabelText('User id'), '7');
    await user.type(within(area).getByLabelText('Tag'), 'keeper-20');
    await user.type(within(area).getByLabelText('Amount'), '80');
    await user.selectOptions(within(area).getByLabelText('Currency'), 'USD');
    await user.click(within(area).getByRole('button', { name: 'Record payment' }));

    expect(await within(area).findByRole('status')).toHaveTextContent('Recorded $80.00 paid to ashen_keeper for keeper-20.');
    expect(api.calls('POST /api/user/affiliate/payment/')[0]!.json()).toEqual({ user_id: 7, ref: 'keeper-20', amount: '80', currency: 'USD' });
    expect(await within(area).findByText('$80.00')).toBeInTheDocument();
  });

  it("shows the server's refusal of a payment under the field it names", async () => {
    stubPage().on('POST /api/user/affiliate/payment/', reply.error(400, 'Please enter a positive amount with at most two decimals.', [{ field: 'amount', message: 'Please enter a positive amount with at most two decimals.' }]));
    const { user } = openAdmin();
    const area = section('Payments');
    await user.type(within(area).getByLabelText('User id'), '7');
    await user.type(within(area).getByLabelText('Tag'), 'keeper-20');
    await user.type(within(area).getByLabelText('Amount'), '1.234');
    await user.click(within(area).getByRole('button', { name: 'Record payment' }));
    expect(await within(area).findByRole('alert')).toHaveTextContent('Please enter a positive amount with at most two decimals.');
    expect(within(area).getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
  });

  it('voids a payment with the reason asked for, and shows it struck through with who voided it', async () => {
    let payments = [payment(5)];
    const api = stubPage()
      .on('GET /api/user/affiliate/', () => reply.json(adminReport(payments)))
      .on('POST /api/user/affiliate/payment/delete/', () => {
        payments = [payment(5, { voided_at: '2026-11-03T10:00:00Z', voided_by: { user_id: 1, username: 'warden' }, void_reason: 'Sent twice' })];
        return reply.ok();
      });
    const { user } = openAdmin();
    const area = section('Payments');
    await user.click(await within(area).findByRole('button', { name: /^Void/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Void this payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give the reason for voiding this payment.');
    expect(api.calls('POST /api/user/affiliate/payment/delete/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Sent twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/user/affiliate/payment/delete/')[0]!.json()).toEqual({ id: 5, reason: 'Sent twice' });
    expect(await within(area).findByText(/Voided Nov 3, 2026 by warden: Sent twice/)).toBeInTheDocument();
    expect(within(area).getByText('$120.50').tagName).toBe('DEL');
    expect(within(area).queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
  });

  it('says "Access denied" when the server refuses the page', async () => {
    stubPage().on('GET /api/user/affiliate/imports/:page', reply.error(403, 'You do not have access to view this page.'));
    openAdmin();
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});
