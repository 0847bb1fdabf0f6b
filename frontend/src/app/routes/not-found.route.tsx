import { NotFoundMessage } from '../../components/not-found-message';
import { withCountry } from '../../lib/country';
import { useCountry } from '../../lib/use-country';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  const country = useCountry();
  useDocumentTitle('Page not found');
  return <NotFoundMessage homeHref={withCountry('/', country)} />;
}
