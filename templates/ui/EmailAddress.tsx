/**
 * An email address that wraps, when it must, only before the @ (a <wbr>):
 * never inside the name or the domain, unless one of them alone is wider
 * than its box.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
