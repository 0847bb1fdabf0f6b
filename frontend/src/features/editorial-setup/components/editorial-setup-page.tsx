/** Placeholder until the page is built. */
export function EditorialSetupPage() {
  return <main className="page"><h1>Coming soon</h1></main>;
}
