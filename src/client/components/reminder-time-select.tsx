/** The reminder's time of day: every half hour from 09.00 to 21.30 (ADR 041: never at night). */
import { cn } from "@/client/lib/utils";
import { reminderTimeChoices } from "@/shared/reminder-time";

/** "10:00" as Turkish writes a time of day: "10.00". */
export const shownTime = (time: string) => time.replace(":", ".");

export function ReminderTimeSelect({
  id,
  value,
  onChange,
  disabled,
  className,
  testId,
}: {
  id?: string;
  value: string;
  onChange: (time: string) => void;
  disabled?: boolean;
  className?: string;
  testId?: string;
}) {
  const choices = reminderTimeChoices();
  // a time set elsewhere (another device, the API) stays choosable
  if (!choices.includes(value)) choices.push(value);
  choices.sort();
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
      className={cn(
        "h-10 rounded-lg border border-input bg-background/60 px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-55 md:text-sm",
        className,
      )}
    >
      {choices.map((time) => (
        <option key={time} value={time}>
          {shownTime(time)}
        </option>
      ))}
    </select>
  );
}
