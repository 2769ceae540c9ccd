/** A note a build may carry for shoppers (a promotion, a delivery notice), set with RELEASE_NOTE at build time. */
export const RELEASE_NOTE: string = process.env.RELEASE_NOTE ?? '';

export function ReleaseNote({ note = RELEASE_NOTE }: { note?: string }) {
  if (!note) return null;
  return (
    <p className="catalog-release-note" role="note">
      {note}
    </p>
  );
}
