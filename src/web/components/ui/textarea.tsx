import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'w-full rounded-md border border-input bg-background px-3 py-2 text-sm aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
