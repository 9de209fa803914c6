// The app's date inputs (finding 3 of issue 16): one day, a from–to range, a day and time. Mantine's DateInput
// and DatePickerInput with dd/mm/yyyy, the UI language's dayjs locale and the `YYYY-MM-DD` strings the API takes. Imported by lazy pages only, so
// the dates code and styles stay out of the entry chunk (the login page).
import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import 'dayjs/locale/ms';
import { type CalendarAriaLabels, DateInput, DatePickerInput } from '@mantine/dates';
import { DEFAULT_TIME_ZONE } from '@niaga/shared';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import en from '../i18n/dates.en.json';
import id from '../i18n/dates.id.json';
import ms from '../i18n/dates.ms.json';
import { registerTexts } from '../i18n/register-texts';
import { fieldError } from '../lib/form';

registerTexts({ en, id, ms });

/** How every date is shown and typed, as in the tables. */
export const DATE_FORMAT = 'DD/MM/YYYY';
const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

const TYPED_DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const TYPED_ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A typed date (`17/5/1990`, `17-05-1990`, `17.05.1990`, or `1990-05-17`) as `YYYY-MM-DD`; null if not a real day. */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const dmy = TYPED_DMY.exec(trimmed);
  const iso = TYPED_ISO.exec(trimmed);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const TYPED_TIME = /^(.+?)[ T,]+(\d{1,2})[:.](\d{2})(?::\d{2})?$/;

/** A typed date and time (`15/01/2027 10:30`, or `2027-01-15T10:30`) as `YYYY-MM-DD HH:mm:00`; null if not one. */
export function parseTypedDateTime(text: string): string | null {
  const match = TYPED_TIME.exec(text.trim());
  const day = match ? parseTypedDate(match[1] ?? '') : null;
  const [hour, minute] = [Number(match?.[2]), Number(match?.[3])];
  if (!day || !(hour < 24 && minute < 60)) return null;
  return `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
}

/** Today as `YYYY-MM-DD` in the company's time zone (Kuala Lumpur), whatever the device's zone. */
export function todayIn(timeZone = DEFAULT_TIME_ZONE, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function ariaLabels(t: TFunction): CalendarAriaLabels {
  return {
    nextMonth: t('dates.nextMonth'),
    previousMonth: t('dates.previousMonth'),
    nextYear: t('dates.nextYear'),
    previousYear: t('dates.previousYear'),
    nextDecade: t('dates.nextDecade'),
    previousDecade: t('dates.previousDecade'),
    monthLevelControl: t('dates.chooseMonth'),
    yearLevelControl: t('dates.chooseYear'),
  };
}

/** The props both inputs share: locale, format, calendar labels, icon, the KL "today" to open on. */
function useCommonProps() {
  const { t, i18n } = useTranslation();
  return {
    locale: i18n.language,
    valueFormat: DATE_FORMAT,
    ariaLabels: ariaLabels(t),
    leftSection: <IconCalendar size={16} aria-hidden />,
    clearButtonProps: { 'aria-label': t('dates.clear') },
    defaultDate: todayIn(),
    popoverProps: { withinPortal: true },
  };
}

type DateFieldProps = {
  label: ReactNode;
  /** `YYYY-MM-DD`, or empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  required?: boolean;
  clearable?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  minDate?: string;
  maxDate?: string;
  name?: string;
  'data-testid'?: string;
};

/** One date, picked in the calendar or typed as dd/mm/yyyy. */
export function DateField({ value, clearable, required, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      {...useCommonProps()}
      {...props}
      required={required}
      clearable={clearable ?? !required}
      value={value || null}
      dateParser={parseTypedDate}
      placeholder={t('dates.placeholder')}
    />
  );
}

type DateTimeFieldProps = Omit<DateFieldProps, 'minDate' | 'maxDate' | 'clearable'> & {
  /** The earliest day offered (`YYYY-MM-DD`). */
  minDate?: string;
};

/**
 * A day and a time of day, as wall-clock `YYYY-MM-DDTHH:mm` (the company's time zone; the caller adds the
 * offset): typed as dd/mm/yyyy hh:mm, or a day picked in the calendar keeping the time already typed.
 */
export function DateTimeField({ value, onChange, minDate, ...props }: DateTimeFieldProps) {
  const { t } = useTranslation();
  const picked = useRef(false);
  const time = value?.slice(11, 16) || '';
  return (
    <DateInput
      {...useCommonProps()}
      {...props}
      withTime
      valueFormat={DATE_TIME_FORMAT}
      minDate={minDate}
      value={value ? `${value.slice(0, 10)} ${time}:00` : null}
      dateParser={parseTypedDateTime}
      getDayProps={() => ({ onClick: () => (picked.current = true) })}
      onChange={(next) => {
        const kept = picked.current && time ? `${next?.slice(0, 10)}T${time}` : next?.slice(0, 16).replace(' ', 'T');
        picked.current = false;
        onChange(next ? (kept ?? null) : null);
      }}
      placeholder={t('dates.dateTimePlaceholder')}
    />
  );
}

type Range = { from?: string; to?: string };

type DateRangeFieldProps = {
  label: ReactNode;
  value: Range;
  /** Called with both ends, or with neither (cleared); not while only the first day is picked. */
  onChange: (range: Range) => void;
  'data-testid'?: string;
};

/** A from–to filter in one calendar: the first click picks the start, the second the end. */
export function DateRangeField({ value, onChange, ...props }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<[string | null, string | null]>([value.from ?? null, value.to ?? null]);
  useEffect(() => setPicked([value.from ?? null, value.to ?? null]), [value.from, value.to]);
  return (
    <DatePickerInput
      {...useCommonProps()}
      {...props}
      type="range"
      styles={{ input: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
      // A narrow filter column may cut the range short: the whole of it on hover.
      title={
        value.from && value.to
          ? `${dayjs(value.from).format(DATE_FORMAT)} – ${dayjs(value.to).format(DATE_FORMAT)}`
          : undefined
      }
      allowSingleDateInRange
      clearable
      value={picked}
      onChange={([from, to]) => {
        setPicked([from, to]);
        if (!from && !to) onChange({ from: undefined, to: undefined });
        else if (from && to) onChange({ from, to });
      }}
      placeholder={t('dates.rangePlaceholder')}
    />
  );
}

type FormDateFieldProps<T extends FieldValues, O> = Omit<DateFieldProps, 'value' | 'onChange' | 'error' | 'name'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** What an empty field gives the form: undefined (optional key) or null (an explicit "none"). */
  empty?: null | undefined;
};

/** A DateField bound to a react-hook-form field, with its zod message in the user's language. */
export function FormDateField<T extends FieldValues, O>({ control, name, empty, ...props }: FormDateFieldProps<T, O>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          name={field.name}
          value={field.value}
          onChange={(next) => field.onChange(next ?? empty)}
          onBlur={field.onBlur}
          error={fieldError(t, fieldState.error)}
          data-testid={props['data-testid'] ?? `date-${field.name}`}
        />
      )}
    />
  );
}
