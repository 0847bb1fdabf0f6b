import { editorPath, paymentPath, parseCreativeParam, parseId, parsePaymentCampaign } from './funnel-paths';

describe('funnel paths', () => {
  it('reads the campaign of a payment address only with its x10 prefix', () => {
    expect(parsePaymentCampaign('x1042')).toBe(42);
    expect(parsePaymentCampaign('x101')).toBe(1);
    expect(parsePaymentCampaign('42')).toBeNull();
    expect(parsePaymentCampaign('x10')).toBeNull();
    expect(parsePaymentCampaign('x100')).toBeNull();
    expect(parsePaymentCampaign('x10abc')).toBeNull();
    expect(parsePaymentCampaign('x10-4')).toBeNull();
    expect(parsePaymentCampaign('X1042')).toBeNull();
    expect(parsePaymentCampaign(undefined)).toBeNull();
    expect(parsePaymentCampaign(`x10${'9'.repeat(20)}`)).toBeNull();
  });

  it('writes the payment address with the prefix, so it reads back', () => {
    expect(paymentPath(42)).toBe('/product-pitch/payment/x1042');
    expect(parsePaymentCampaign(paymentPath(7).split('/').pop())).toBe(7);
  });

  it("takes 'new' or an id as the editor's creative", () => {
    expect(parseCreativeParam('new')).toBe('new');
    expect(parseCreativeParam('12')).toBe(12);
    expect(parseCreativeParam('012')).toBeNull();
    expect(parseCreativeParam('edit')).toBeNull();
    expect(parseId('0')).toBeNull();
  });

  it('keeps the temporary id of the editor address intact', () => {
    expect(editorPath('a1b2-c3', 'new')).toBe('/product-pitch/create/a1b2-c3/new');
    expect(editorPath('a/b', 5)).toBe('/product-pitch/create/a%2Fb/5');
  });
});
