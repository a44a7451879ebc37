import { cn } from './cn';

// Utilities of app/globals.css: one short class in the markup instead of three long ones, on nearly every link.
export const focusRing = 'focus-ring';
export const focusRingOnDark = 'focus-ring-on-dark';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  light: 'bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
} as const;

const sizes = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-5 text-sm', lg: 'h-12 px-6 text-base' } as const;

/** Classes for buttons and for links that look like buttons. */
export function buttonClass(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  className?: string,
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed',
    focusRing,
    variants[variant],
    sizes[size],
    className,
  );
}
