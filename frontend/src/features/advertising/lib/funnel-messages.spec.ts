import * as contracts from '@emberhold/contracts';
import { advertisingMessages, CAMPAIGN_FEE_CENTS } from './funnel-messages';

describe('funnel messages', () => {
  it('are the contract’s, word for word', () => {
    expect(advertisingMessages).toEqual(contracts.advertisingMessages);
    expect(CAMPAIGN_FEE_CENTS).toBe(contracts.CAMPAIGN_FEE_CENTS);
  });
});
