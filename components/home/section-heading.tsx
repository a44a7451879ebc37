export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mb-4 md:mb-6">
      <h2 id={id} className="text-xl font-bold text-brand-900 md:text-2xl">
        {title}
      </h2>
      {subtitle && <p className="mt-1 hidden text-slate-600 md:block">{subtitle}</p>}
    </div>
  );
}
