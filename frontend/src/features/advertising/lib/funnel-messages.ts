import type { CAMPAIGN_FEE_CENTS as ContractFee, advertisingMessages as contractMessages } from '@emberhold/contracts';

/**
 * The spec's advertising messages (sections 5 and 8) and the campaign fee, as packages/contracts types them. The site
 * imports only types from the contracts package (its runtime brings zod with it, which no page needs); these copies
 * are typed by the contract's literal values, so a copy that drifts by one character does not compile.
 */
export const advertisingMessages: typeof contractMessages = {
  uploadImage: 'Please upload an image',
  enterPrice: 'Please enter a price',
  provideLink: 'Please provide a link',
  acceptConditions: 'Please confirm you have read and agree to the terms and conditions',
  campaignNotCreated: 'Campaign could not be created.',
  couldNotActivate: 'Could not activate advertiser.',
  cardProblem: 'There was a problem processing your card.',
  paypalProblem: 'There was a problem processing your paypal payment.',
  fillEmail: 'Please fill out the email form',
  emailsDoNotMatch: 'The emails you typed do not match',
  enterBoostDate: 'Please enter a date for your post to be boosted',
};

/** Spec section 9: the campaign fee, $249. */
export const CAMPAIGN_FEE_CENTS: typeof ContractFee = 24_900;
