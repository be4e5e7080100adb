import { BookmarkPlus, Trash2 } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Preset } from '@core/api/presets.js';
import type { AssistantId } from '@core/assistants/ids.js';
import type { FormValues } from '@core/assistants/types.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Label } from '../../../components/ui/label.js';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/lazy-select.js';

/** What the presets bar gets from the assistant's form (presets-bar.tsx). */
export interface PresetsBarProps {
  assistantType: AssistantId;
  /** The form's current values (what "Save as preset" keeps). */
  getValues: () => FormValues;
  /** Checks the form as a submit would, showing its messages; whether it passed. */
  validate: () => Promise<boolean>;
  /** Fills the form with a preset's values. */
  onFill: (values: FormValues) => void;
}

/** The bar the workspace gives the form: without one the form draws the row empty. */
export type PresetsBarComponent = ComponentType<PresetsBarProps>;

interface PresetsRowProps {
  assistantType: AssistantId;
  presets: readonly Preset[];
  picked?: Preset;
  onPick?: (id: string) => void;
  onDelete?: () => void;
  onSave?: () => void;
}

/**
 * The bar's one row, the same height with or without its data: the server's first paint of the
 * form (decision 030) draws it empty, so the fields below do not move when the page's own form
 * replaces the paint.
 */
export function PresetsRow({
  assistantType,
  presets,
  picked,
  onPick,
  onDelete,
  onSave,
}: PresetsRowProps) {
  const triggerId = `${assistantType}-presets`;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={triggerId} className="sr-only">
        Presets
      </Label>
      {/*
        A chooser, never holding a value: choosing a preset applies it every time, the one last
        applied again too (a select calls back only when its value changes). The trigger names
        the preset last applied to the form.
      */}
      <Select value="" onValueChange={onPick}>
        {/* No wider than its share of the row, whatever the name's length (w-0: its smallest size too). */}
        <SelectTrigger id={triggerId} className="w-0 min-w-0 flex-1">
          <SelectValue
            placeholder={
              picked ? <span className="text-foreground">{picked.name}</span> : 'Presets'
            }
          />
        </SelectTrigger>
        <SelectContent>
          {presets.length === 0 && (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">
              No presets yet. Save the form&apos;s inputs as one.
            </p>
          )}
          {presets.map((preset) => (
            <SelectItem key={preset.id} value={String(preset.id)}>
              {preset.name}
              {preset.shared && (
                <Badge variant="muted" className="ml-2">
                  Shared
                </Badge>
              )}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {onDelete && picked && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="text-muted-foreground"
          aria-label={`Delete preset ${picked.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
      {/* "Save" on a phone, where the picker needs the room; its name says what it saves. The
          words share one element: as items of the button's flex row, they would stand a gap
          apart instead of a space. */}
      <Button type="button" variant="outline" aria-label="Save as preset" onClick={onSave}>
        <BookmarkPlus aria-hidden="true" />
        <span>
          Save<span className="hidden sm:inline"> as preset</span>
        </span>
      </Button>
    </div>
  );
}
