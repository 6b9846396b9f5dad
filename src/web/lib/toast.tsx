import { type CSSProperties, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@/shared/constants';
import { errorMessage } from './api-client';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';

// Toasts load their library on first use: most visits never show one, and public pages must stay
// within their script budget. The toaster mounts first, then the waiting toasts are shown.

type Sonner = typeof import('sonner');
type ToastAction = (sonner: Sonner) => void;
type ToastOptions = {
  description?: string;
  action?: { label: string; onClick: () => void };
  duration?: number;
};

let loaded: Sonner | null = null;
let ready = false;
let queue: ToastAction[] = [];
let mountToaster: ((sonner: Sonner) => void) | null = null;

/**
 * On a phone, toasts sit at the bottom, above the page's bottom bar if it has one ("Réserver", the
 * booking summary): at the top they covered the header for five seconds. Measured when a toast
 * shows, since the bar's height follows what it holds.
 */
function liftAboveBottomBar() {
  const bar = document.querySelector('[data-bottom-bar]');
  const height = bar ? Math.ceil(bar.getBoundingClientRect().height) : 0;
  document.documentElement.style.setProperty('--toast-bottom-bar', `${height}px`);
}

function run(action: ToastAction) {
  liftAboveBottomBar();
  if (loaded && ready) {
    action(loaded);
    return;
  }
  queue.push(action);
  void import('sonner').then((sonner) => {
    loaded = sonner;
    mountToaster?.(sonner);
  });
}

/**
 * Green `success` is for what went the way the person wished. A refusal or a cancellation they made
 * is `neutral` (plain, no colour); bad news that reaches them is a `warning` (amber). Decision 054.
 */
export const toast = {
  success: (title: string, options?: ToastOptions) => run((sonner) => sonner.toast.success(title, options)),
  neutral: (title: string, options?: ToastOptions) => run((sonner) => sonner.toast(title, options)),
  warning: (title: string, options?: ToastOptions) => run((sonner) => sonner.toast.warning(title, options)),
  error: (title: string, options?: ToastOptions) => run((sonner) => sonner.toast.error(title, options)),
};

/**
 * The error toast of a failed request: the server's French message when it gave one, else the
 * screen's own fallback (a 500 never shows its text).
 */
export function toastError(error: unknown, fallback: string, title = 'Erreur') {
  toast.error(title, { description: errorMessage(error, fallback) });
}

/**
 * sonner's rich colours put 13 px text at 4.3:1 on its tinted backgrounds (its amber, 3.1:1); these
 * reach 4.5:1 (WCAG 1.4.3): the theme's destructive red (5.9:1), a darker green (6.8:1) and a dark
 * amber (6.9:1).
 */
const READABLE_TOAST_COLORS = {
  '--error-text': 'var(--color-destructive)',
  '--success-text': '#166534',
  '--warning-text': '#92400e',
} as CSSProperties;

/**
 * French toasts, one at a time, 5000 ms (docs/product.md#interface-texts). Renders nothing until a
 * first toast asks for it.
 */
export function LazyToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(loaded);
  const isPhone = useMediaQuery(PHONE_QUERY);
  useEffect(() => {
    mountToaster = setSonner;
    if (loaded) setSonner(loaded);
    return () => {
      mountToaster = null;
    };
  }, []);
  // Runs after the Toaster's own effects, so it is listening when the waiting toasts are sent.
  useEffect(() => {
    if (!sonner) return;
    ready = true;
    const waiting = queue;
    queue = [];
    for (const action of waiting) action(sonner);
  }, [sonner]);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      position={isPhone ? 'bottom-center' : 'top-center'}
      mobileOffset={{ bottom: 'calc(var(--toast-bottom-bar, 0px) + 12px)' }}
      richColors
      closeButton
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      style={READABLE_TOAST_COLORS}
      // In French, like the page: screen readers say these in the page's language.
      toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
    />
  );
}
