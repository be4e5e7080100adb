import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { CompanySettings } from '@core/api/company-settings.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { useWideScreen } from '../../../lib/use-wide-screen.js';
import { useSettingsForm } from '../use-settings-form.js';
import { AssistantAccessCard } from './assistant-access-card.js';
import { BrandVoiceCard } from './brand-voice-card.js';
import { ModelSection } from './model-section.js';
import { SaveStateReporter, type SaveState, type SectionId } from './save-state.js';
import { BrandingSection, DataSection, GeneralSection } from './settings-form-sections.js';
import { SingleSignOnCard } from './single-sign-on-card.js';

const SECTIONS: { id: SectionId; label: string }[] = [
  { id: 'general', label: 'General' },
  { id: 'branding', label: 'Branding' },
  { id: 'assistants', label: 'Assistants' },
  { id: 'model', label: 'Model' },
  { id: 'brand-voice', label: 'Brand Voice' },
  { id: 'single-sign-on', label: 'Single Sign-On' },
  { id: 'data', label: 'Data' },
];

const isSection = (value: string): value is SectionId => SECTIONS.some((s) => s.id === value);

/**
 * While the page is open, scrolling to a focused field (Tab) keeps it clear of the save bar
 * that stays at the bottom of the screen.
 */
function useRoomForSaveBar() {
  useEffect(() => {
    const page = document.documentElement;
    page.style.scrollPaddingBottom = '7rem';
    return () => {
      page.style.scrollPaddingBottom = '';
    };
  }, []);
}

/** The section the address names (`#brand-voice`), else General. */
function sectionOfAddress(): SectionId {
  const named = window.location.hash.slice(1);
  return isSection(named) ? named : 'general';
}

interface Props {
  settings: CompanySettings;
  routeCompanyId: string | undefined;
}

/**
 * Company Settings in sections, one on screen at a time, each saved on its own: a list of them
 * beside the section on a wide screen, above it on a phone. Every section stays mounted, so an
 * edit waits in its section while another is open; its tab marks the unsaved changes. The
 * address names the open section, so a reload or a shared link comes back to it.
 */
export function SettingsSections({ settings, routeCompanyId }: Props) {
  const wide = useWideScreen();
  useRoomForSaveBar();
  const [open, setOpen] = useState<SectionId>(sectionOfAddress);
  const [states, setStates] = useState<Partial<Record<SectionId, SaveState>>>({});
  const report = useCallback(
    (section: SectionId, state: SaveState) =>
      setStates((all) => (all[section] === state ? all : { ...all, [section]: state })),
    [],
  );
  const form = useSettingsForm(settings);
  const formProps = { form, settings, routeCompanyId };
  const choose = (value: string) => {
    if (!isSection(value)) return;
    setOpen(value);
    window.history.replaceState(window.history.state, '', `#${value}`);
  };
  const panel = (id: SectionId, children: ReactNode) => (
    // Mounted while hidden: what is typed in a section is kept when another one opens.
    <TabsContent value={id} forceMount className="min-w-0 data-[state=inactive]:hidden">
      {children}
    </TabsContent>
  );

  return (
    <SaveStateReporter value={report}>
      <Tabs
        value={open}
        onValueChange={choose}
        orientation={wide ? 'vertical' : 'horizontal'}
        className="gap-6 lg:flex-row lg:items-start"
      >
        <TabsList
          aria-label="Settings sections"
          className="h-auto w-full flex-wrap justify-start gap-1 lg:sticky lg:top-6 lg:w-52 lg:shrink-0 lg:flex-col lg:flex-nowrap lg:items-stretch"
        >
          {SECTIONS.map(({ id, label }) => (
            <TabsTrigger key={id} value={id} className="h-auto flex-none py-1.5 lg:justify-start">
              {label}
              {states[id] === 'dirty' && (
                <>
                  <span
                    aria-hidden
                    className="size-2 rounded-full bg-warning ring-1 ring-warning-foreground/40"
                  />
                  <span className="sr-only"> (unsaved changes)</span>
                </>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="min-w-0 flex-1">
          {panel('general', <GeneralSection {...formProps} />)}
          {panel('branding', <BrandingSection {...formProps} />)}
          {panel(
            'assistants',
            <AssistantAccessCard settings={settings} routeCompanyId={routeCompanyId} />,
          )}
          {panel(
            'model',
            <ModelSection companyId={settings.companyId} routeCompanyId={routeCompanyId} />,
          )}
          {panel(
            'brand-voice',
            <BrandVoiceCard companyId={settings.companyId} companyName={settings.companyName} />,
          )}
          {panel('single-sign-on', <SingleSignOnCard companyId={settings.companyId} />)}
          {panel('data', <DataSection {...formProps} />)}
        </div>
      </Tabs>
    </SaveStateReporter>
  );
}
