/** The 'or' between Main's social/wallet buttons and the form (docs/spec/product.md §2 Main). */
export function Divider({ label }: { label: string }) {
  return (
    <div className="aw-divider" part="divider">
      {label}
    </div>
  );
}
