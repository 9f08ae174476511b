/**
 * An HTTP method as a badge (GET, POST, PATCH, DELETE…): its text says the method, its colour
 * (client/styles/reference.css) only repeats it.
 */
export function MethodBadge({ method, className }: { method: string; className?: string }) {
  const name = method.toUpperCase();
  const base = `method-badge method-badge--${name.toLowerCase()}`;
  return <span className={className ? `${base} ${className}` : base}>{name}</span>;
}
