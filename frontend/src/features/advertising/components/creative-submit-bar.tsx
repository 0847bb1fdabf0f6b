/** Saves the creative; off while the save is on its way. */
export function CreativeSubmitBar({ saving }: { saving: boolean }) {
  return (
    <button type="submit" className="button form-sending form-submit" disabled={saving} aria-busy={saving}>
      {saving ? 'Saving…' : 'Save and continue'}
    </button>
  );
}
