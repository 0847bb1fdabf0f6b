/** Placeholder until the page is built. */
export function PitchQueuePage() {
  return <main className="page"><h1>Coming soon</h1></main>;
}
