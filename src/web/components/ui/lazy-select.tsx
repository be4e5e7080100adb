import { ChevronDownIcon } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type * as Loaded from './select.js';
import { selectTriggerClass } from './select-trigger-class.js';

/**
 * `select.tsx`'s select (Radix Select with floating-ui: about 20 kB compressed with what it
 * shares with dialogs) for a page's first view, which draws its selects closed: until the list's
 * code is there, each select draws its trigger itself, looking and labelled the same, and the
 * code loads when a person heads for a select (pointer over it, focus) or opens one (press,
 * Enter, Space, arrow keys), which then opens as soon as it has arrived. Once loaded, every
 * select of the page is the real one (a focused trigger hands the focus on), so what follows is
 * Radix's own behaviour. Same parts and props as `select.tsx`.
 */
type SelectModule = typeof Loaded;

let loadedModule: SelectModule | null = null;
let loading: Promise<SelectModule> | null = null;
const listeners = new Set<() => void>();

function loadSelect(): Promise<SelectModule> {
  loading ??= import('./select.js').then(
    (module) => {
      loadedModule = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // tried again at the next intent
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentModule = () => loadedModule;
/** The server's first paint (decision 030) draws the stand-in, as the page's first view does. */
const noModule = () => null;

interface StandIn {
  empty: boolean;
  disabled: boolean;
  /** Starts loading the list's code. */
  load: () => void;
  /** Opens the list once its code has arrived. */
  open: () => void;
  setFocused: (focused: boolean) => void;
}

interface Loaded {
  loaded: SelectModule;
  /** The stand-in trigger had the focus: the real one takes it (once). */
  takeFocus: ((trigger: HTMLElement) => void) | null;
}

type Mode = { standIn: StandIn } | Loaded;
const ModeContext = createContext<Mode | null>(null);

export function Select({ children, ...props }: ComponentProps<SelectModule['Select']>) {
  const loaded = useSyncExternalStore(subscribe, currentModule, noModule);
  const [openAsked, setOpenAsked] = useState(false);
  const [focused, setFocused] = useState(false);
  if (loaded) {
    // An opened list takes the focus itself (and gives it to the trigger when it closes).
    const takeFocus =
      focused && !openAsked
        ? (trigger: HTMLElement) => {
            trigger.focus({ preventScroll: true });
            setFocused(false);
          }
        : null;
    return (
      <ModeContext value={{ loaded, takeFocus }}>
        <loaded.Select {...props} defaultOpen={props.defaultOpen || openAsked}>
          {children}
        </loaded.Select>
      </ModeContext>
    );
  }
  const load = () => void loadSelect().catch(() => undefined);
  const standIn: StandIn = {
    // Radix shows the placeholder for '' as for no value.
    empty: (props.value ?? props.defaultValue ?? '') === '',
    disabled: props.disabled === true,
    load,
    open: () => {
      if (props.disabled) return;
      setOpenAsked(true);
      load();
    },
    setFocused,
  };
  return <ModeContext value={{ standIn }}>{children}</ModeContext>;
}

/** Keys that open a closed list, as Radix's trigger has them. */
const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

export function SelectTrigger({
  className,
  children,
  asChild: _asChild,
  ...props
}: ComponentProps<SelectModule['SelectTrigger']>) {
  const mode = useContext(ModeContext);
  // As Radix: a mouse opens on press, a finger or pen on the click that follows.
  const pointerType = useRef('touch');
  const { onFocus, onBlur, onPointerOver, onPointerDown, onClick, onKeyDown, ref, ...rest } = props;
  const takeFocus = mode && 'loaded' in mode ? mode.takeFocus : null;
  const realRef = useCallback(
    (trigger: HTMLButtonElement | null) => {
      if (typeof ref === 'function') ref(trigger);
      else if (ref) ref.current = trigger;
      if (trigger && takeFocus) takeFocus(trigger);
    },
    [ref, takeFocus],
  );
  if (mode && 'loaded' in mode) {
    return (
      <mode.loaded.SelectTrigger className={className} {...props} ref={realRef}>
        {children}
      </mode.loaded.SelectTrigger>
    );
  }
  const standIn = mode?.standIn;
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      data-slot="select-trigger"
      data-placeholder={standIn?.empty ? '' : undefined}
      data-disabled={standIn?.disabled ? '' : undefined}
      disabled={standIn?.disabled}
      className={selectTriggerClass(className)}
      {...rest}
      ref={ref}
      onPointerOver={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerOver?.(event);
        standIn?.load();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        standIn?.setFocused(true);
        standIn?.load();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        standIn?.setFocused(false);
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        pointerType.current = event.pointerType;
        if (event.button === 0 && !event.ctrlKey && event.pointerType === 'mouse') {
          standIn?.open();
        }
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (pointerType.current !== 'mouse') standIn?.open();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (OPEN_KEYS.includes(event.key)) {
          event.preventDefault();
          standIn?.open();
        }
      }}
    >
      {children}
      <ChevronDownIcon className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
}

export function SelectValue({
  placeholder,
  children,
  asChild: _asChild,
  ...props
}: ComponentProps<SelectModule['SelectValue']>) {
  const mode = useContext(ModeContext);
  if (mode && 'loaded' in mode) {
    return (
      <mode.loaded.SelectValue placeholder={placeholder} {...props}>
        {children}
      </mode.loaded.SelectValue>
    );
  }
  // Radix's value: text the pointer passes through, the placeholder while nothing is chosen.
  return (
    <span {...props} style={{ pointerEvents: 'none' }}>
      {mode?.standIn.empty ? placeholder : children}
    </span>
  );
}

/** The list: drawn only by the real select (a closed list draws nothing anyway). */
export function SelectContent(props: ComponentProps<SelectModule['SelectContent']>) {
  const mode = useContext(ModeContext);
  return mode && 'loaded' in mode ? <mode.loaded.SelectContent {...props} /> : null;
}

export function SelectItem(props: ComponentProps<SelectModule['SelectItem']>) {
  const mode = useContext(ModeContext);
  return mode && 'loaded' in mode ? <mode.loaded.SelectItem {...props} /> : null;
}
