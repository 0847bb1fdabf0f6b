// The floor's first step: React 19 hydrating one component, nothing else.
import { hydrateRoot } from 'react-dom/client';

function Page() {
  return <a href="/gifts/">Gifts</a>;
}

hydrateRoot(document.getElementById('root')!, <Page />);
