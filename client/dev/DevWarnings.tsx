/** The dev server's warnings (broken links, Markdown errors), where the author is looking. */
export function DevWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="dev-warnings" role="alert">
      <p className="dev-warnings__title">{`${warnings.length} problem${warnings.length === 1 ? '' : 's'} in the docs (npm run build would fail):`}</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>
            <code>{warning}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
