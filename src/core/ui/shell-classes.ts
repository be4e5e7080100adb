/**
 * The class names of the signed-in shell and the workspace heading, one place for the two that
 * draw them: the React components, and the server's first paint of a workspace address
 * (decision 026), which must put the heading exactly where React will, so that nothing moves
 * when React takes over.
 */
/**
 * Tailwind's `lg` breakpoint, where the shell shows the sidebar instead of the phone's top bar:
 * the query the shell decides by (the first paint draws both, and the stylesheet shows one).
 */
export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';

export const SHELL = {
  layout: 'flex min-h-screen flex-col bg-muted/40 lg:flex-row',
  sidebar: 'hidden w-64 shrink-0 flex-col border-r bg-card lg:sticky lg:top-0 lg:flex lg:h-screen',
  sidebarBrand: 'flex items-center gap-3 border-b p-4',
  sidebarLogo: 'h-9 w-9',
  sidebarName: 'text-lg font-bold leading-tight',
  mobileBar: 'border-b bg-card lg:hidden',
  mobileTop: 'flex items-center justify-between px-4 py-3',
  mobileBrand: 'flex min-w-0 items-center gap-2',
  mobileLogo: 'h-8 w-8',
  mobileName: 'truncate font-bold',
  menuButton: 'rounded-md p-2 hover:bg-accent',
  menuIcon: 'h-5 w-5',
  pills: 'flex gap-2 overflow-x-auto px-4 pb-3',
  pill: 'shrink-0 rounded-full border px-3 py-1 text-sm',
  pillActive: 'border-primary bg-primary text-primary-foreground',
  pillIdle: 'bg-background hover:bg-accent',
  page: 'min-w-0 flex-1',
} as const;

export const WORKSPACE_HEADING = {
  main: 'mx-auto w-full max-w-screen-2xl space-y-6 p-4 sm:p-6 lg:p-8',
  header: 'flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between',
  text: 'min-w-0 space-y-1',
  title: 'text-2xl font-bold tracking-tight sm:text-3xl',
  description: 'text-muted-foreground',
} as const;

/** The company logo's own classes (beside the size each place gives it). */
export const LOGO = 'max-w-full object-contain';

/** Marks the server's first paint of the form card and results (decision 030): its assistant. */
export const PAINTED_FORM_ATTRIBUTE = 'data-painted-form';
