/** Title and one-line intro at the top of each auth screen. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <h1 className="text-[length:var(--text-h2)] font-bold">{title}</h1>
      <p className="mt-1 text-muted">{subtitle}</p>
    </div>
  );
}
