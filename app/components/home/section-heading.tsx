import { cn } from "#app/lib/cn.ts";

type SectionHeadingProps = React.ComponentProps<"div"> & {
  eyebrow: string;
  title: string;
  titleId: string;
};

/** The small label and large title that open each home section. */
export function SectionHeading({
  eyebrow,
  title,
  titleId,
  className,
  children,
  ...props
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", className)} {...props}>
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
      <h2 id={titleId} className="mt-3 text-title font-semibold tracking-tight text-balance">
        {title}
      </h2>
      {children}
    </div>
  );
}
