import { TOAST_DURATION, useToast } from '../../lib/use-toast.js';
import { Toast, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './toast.js';

/** Renders the open toasts of the use-toast store in the bottom-right viewport. Mount once. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastViewport>
      {toasts
        .filter((t) => t.open)
        .map(({ id, title, description, variant, duration, onOpenChange }) => (
          <Toast
            key={id}
            variant={variant}
            duration={duration ?? TOAST_DURATION}
            onClose={() => onOpenChange(false)}
          >
            <div className="grid gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            <ToastClose onClick={() => onOpenChange(false)} />
          </Toast>
        ))}
    </ToastViewport>
  );
}
