import { useLocation } from 'react-router';
import { countryFromPath, type Country } from './country';

export function useCountry(): Country {
  return countryFromPath(useLocation().pathname);
}
