import { Branch as DismissableBranch } from '@radix-ui/react-dismissable-layer';
import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

/**
 * Toasts without a layer of their own: a toast never takes Escape from the dialog or menu the
 * user is in (a layered toast that appears after a dialog opened would be closed by Escape in
 * its place). Escape closes a toast only while focus is on it; F8 moves focus to the toasts.
 */
export function ToastViewport({ children }: { children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    // A branch of every open dialog: pressing a toast's close button does not dismiss it.
    <DismissableBranch asChild>
      <section
        ref={region}
        aria-label="Notifications (F8)"
        tabIndex={-1}
        className="pointer-events-none fixed right-0 bottom-0 z-100 w-full p-4 outline-none sm:max-w-[420px]"
      >
        <div className="flex max-h-screen flex-col-reverse gap-2">{children}</div>
      </section>
    </DismissableBranch>
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 ' +
    'overflow-hidden rounded-md border p-4 pr-10 shadow-lg outline-none ' +
    'focus-visible:ring-2 focus-visible:ring-ring ' +
    'motion-safe:data-[state=open]:animate-slide-in-bottom',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-white',
        success: 'border-success bg-success text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = VariantProps<typeof toastVariants> & {
  /** Milliseconds on screen, not counting the time the pointer or focus is on the toast. */
  duration: number;
  onClose: () => void;
  children: ReactNode;
};

/** One toast: it leaves after `duration`, paused while pointed at or focused. */
export function Toast({ variant, duration, onClose, children }: ToastProps) {
  const timer = useAutoClose(duration, onClose);
  return (
    <div
      data-slot="toast"
      data-state="open"
      data-variant={variant ?? 'default'}
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      className={toastVariants({ variant })}
      // Paused by the pointer moving over it, not by a toast appearing under a resting pointer
      // (which would hold it, and what it covers, for good).
      onPointerMove={timer.pause}
      onPointerLeave={timer.resume}
      onFocus={timer.pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) timer.resume();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </div>
  );
}

/** Calls `onClose` once `duration` ms have run, counting only while not paused. */
function useAutoClose(duration: number, onClose: () => void) {
  const state = useRef({ left: duration, startedAt: 0, timeout: undefined as number | undefined });
  const close = useRef(onClose);
  close.current = onClose;
  const controls = useRef({
    pause() {
      const s = state.current;
      if (s.timeout === undefined) return;
      window.clearTimeout(s.timeout);
      s.timeout = undefined;
      s.left = Math.max(0, s.left - (Date.now() - s.startedAt));
    },
    resume() {
      const s = state.current;
      if (s.timeout !== undefined) return;
      s.startedAt = Date.now();
      s.timeout = window.setTimeout(() => close.current(), s.left);
    },
  });
  useEffect(() => {
    const { pause, resume } = controls.current;
    resume();
    return pause;
  }, []);
  return controls.current;
}

export function ToastTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-sm', className)} {...props} />;
}

export function ToastClose({ className, onClick }: { className?: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label="Close notification"
      onClick={onClick}
      className={cn(
        'absolute top-2 right-2 cursor-pointer rounded-md p-1 opacity-70 transition-opacity',
        'hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2',
        'focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </button>
  );
}
