import { countryFromPath, currencyFor, withCountry } from './country';

describe('country prefixes', () => {
  it('reads uk and ca from the first path segment', () => {
    expect(countryFromPath('/uk/')).toBe('uk');
    expect(countryFromPath('/ca/popular/page/2/')).toBe('ca');
  });

  it('treats every other path as the US site', () => {
    expect(countryFromPath('/')).toBe('us');
    expect(countryFromPath('/ukulele-of-the-seven-hearths/')).toBe('us');
  });

  it('prefixes links only for non-US variants', () => {
    expect(withCountry('/new/', 'us')).toBe('/new/');
    expect(withCountry('/new/', 'uk')).toBe('/uk/new/');
  });
});

describe('country currencies', () => {
  it('prices the US site in dollars, the UK site in pounds and the Canadian site in Canadian dollars', () => {
    expect(currencyFor('us')).toBe('USD');
    expect(currencyFor('uk')).toBe('GBP');
    expect(currencyFor('ca')).toBe('CAD');
  });
});
