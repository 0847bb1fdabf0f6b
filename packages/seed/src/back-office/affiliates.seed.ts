import { createHash } from 'node:crypto';
import { AFFILIATE_PROGRAMS, parseAffiliateReport, type AffiliateProgram } from '@emberhold/contracts';
import { demoAffiliateReports, type DemoReportTag } from '../affiliates/demo-reports';
import { monthStart } from '../affiliates/demo-visits';
import { readerEmail } from '../demo-accounts';
import type { BackOfficeSeed } from './back-office.types';

/**
 * The demo affiliates: reader1@ holds a US and a UK tag, reader2@ a US tag since six months. The site's three own
 * tags are nobody's. `monthsBack` is when the tag was given (months before the seed's month).
 */
export const DEMO_AFFILIATE_REFS: ReadonlyArray<{ email: string; ref: string; program: AffiliateProgram; monthsBack: number }> = [
  { email: readerEmail(1), ref: 'emberholdreader-20', program: 'us', monthsBack: 13 },
  { email: readerEmail(1), ref: 'emberholdreader-21', program: 'uk', monthsBack: 13 },
  { email: readerEmail(2), ref: 'emberholdpartner-20', program: 'us', monthsBack: 6 },
];

/** The payouts, months back from the seed's month; one recorded twice by mistake and voided by the admin. */
const DEMO_PAYMENTS: ReadonlyArray<{ ref: string; amount: string; monthsBack: number; voidReason?: string }> = [
  { ref: 'emberholdreader-20', amount: '25.00', monthsBack: 8 },
  { ref: 'emberholdreader-20', amount: '40.00', monthsBack: 4 },
  { ref: 'emberholdreader-20', amount: '40.00', monthsBack: 4, voidReason: 'Entered twice: the same transfer as the payment before.' },
  { ref: 'emberholdreader-21', amount: '18.50', monthsBack: 3 },
  { ref: 'emberholdreader-20', amount: '35.00', monthsBack: 1 },
  { ref: 'emberholdpartner-20', amount: '20.00', monthsBack: 2 },
];

const DAY = 86_400_000;
const at = (now: Date, monthsBack: number, day: number, hour: number) => new Date(Date.parse(`${monthStart(now, monthsBack).slice(0, 8)}${String(day).padStart(2, '0')}T00:00:00.000Z`) + hour * 3_600_000);

/**
 * Demo affiliates: their tags and payouts with the audit entries the admin's actions would have written, and a year
 * of the retailer's report files for the site's tags and theirs, queued for import: the import job and the imports
 * sweep take queued imports up at start, as they do a file dropped in the import folder.
 */
export const seedAffiliates: BackOfficeSeed = async ({ tx, catalogue, now, adminId }) => {
  const users = new Map(catalogue.users.map((user) => [user.email, user]));
  let audit = 0;
  let refs = 0;
  const held: DemoReportTag[] = [];
  for (const demo of DEMO_AFFILIATE_REFS) {
    const user = users.get(demo.email);
    if (!user) continue;
    const createdAt = at(now, demo.monthsBack, 3, 10);
    await tx.affiliateRef.create({ data: { ref: demo.ref, program: demo.program, userId: user.id, createdAt } });
    await tx.staffAuditEntry.create({
      data: {
        actorId: adminId,
        action: 'affiliate.ref_assign',
        subjectType: 'affiliate_ref',
        subjectId: demo.ref,
        summary: `Gave tag ${demo.ref} to ${user.username}`,
        changes: { user: { from: null, to: user.username }, user_id: { from: null, to: user.id }, program: { from: null, to: demo.program } },
        createdAt,
      },
    });
    refs++;
    audit++;
    held.push({ tag: demo.ref, program: demo.program, sinceMonthsBack: Math.min(12, demo.monthsBack) });
  }

  let payments = 0;
  for (const [i, demo] of DEMO_PAYMENTS.entries()) {
    const ref = DEMO_AFFILIATE_REFS.find((candidate) => candidate.ref === demo.ref)!;
    const user = users.get(ref.email);
    if (!user) continue;
    const currency = AFFILIATE_PROGRAMS[ref.program].currency;
    const createdAt = at(now, demo.monthsBack, 5 + (i % 3), 14);
    const voidedAt = demo.voidReason ? new Date(createdAt.getTime() + DAY + 2 * 3_600_000) : null;
    const payment = await tx.affiliatePayment.create({
      data: {
        userId: user.id, amount: demo.amount, currency, ref: demo.ref, createdById: adminId, createdAt,
        ...(voidedAt ? { voidedAt, voidedById: adminId, voidReason: demo.voidReason } : {}),
      },
    });
    payments++;
    await tx.staffAuditEntry.create({
      data: {
        actorId: adminId,
        action: 'affiliate.payment_record',
        subjectType: 'affiliate_payment',
        subjectId: String(payment.id),
        summary: `Recorded a payment of ${demo.amount} ${currency} to ${user.username} for tag ${demo.ref}`,
        changes: { user_id: user.id, ref: demo.ref, amount: demo.amount, currency },
        createdAt,
      },
    });
    audit++;
    if (voidedAt) {
      await tx.staffAuditEntry.create({
        data: {
          actorId: adminId,
          action: 'affiliate.payment_void',
          subjectType: 'affiliate_payment',
          subjectId: String(payment.id),
          summary: `Voided the payment of ${demo.amount} ${currency} to ${user.username} for tag ${demo.ref}`,
          changes: { voided: { from: false, to: true }, reason: demo.voidReason },
          createdAt: voidedAt,
        },
      });
      audit++;
    }
  }

  // The site's own tags and the affiliates', a year of reports, in the order the retailer's downloads came in.
  const siteTags = (['us', 'uk', 'ca'] as const).map((program) => ({ tag: AFFILIATE_PROGRAMS[program].tag, program, sinceMonthsBack: 12 }));
  let imports = 0;
  for (const file of demoAffiliateReports(now, [...siteTags, ...held])) {
    const report = parseAffiliateReport(file.content, { program: file.program, fileName: file.fileName });
    await tx.affiliateImport.create({
      data: {
        fileName: file.fileName,
        source: 'folder',
        program: report.program,
        status: 'queued',
        content: file.content,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        rows: report.rows.length,
        tags: report.tags,
        periodFrom: new Date(`${report.period_from}T00:00:00.000Z`),
        periodTo: new Date(`${report.period_to}T00:00:00.000Z`),
        createdAt: now,
      },
    });
    imports++;
  }
  return { affiliate_refs: refs, affiliate_payments: payments, affiliate_imports: imports, affiliate_audit_entries: audit };
};
