/**
 * Reminders (ADR 041): a time of day and on/off for this device. Shown only where they can work:
 * the server has VAPID keys and the browser a PushManager. The browser's permission is asked when
 * the person presses 'Hatırlatmayı Aç', never before.
 */
import { BellOff, BellRing } from "lucide-react";
import { useId, useState } from "react";
import { ReminderTimeSelect, shownTime } from "@/client/components/reminder-time-select";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import {
  browserCanPush,
  reminderErrorText,
  usePushKey,
  useReminderState,
  useSetReminder,
} from "@/client/lib/reminders";
import { toast } from "@/client/lib/use-toast";
import { REMINDER_DEFAULT_TIME } from "@/shared/reminder-time";
import { T } from "@/shared/texts";
import { Section } from "./section";

export function ReminderCard() {
  const key = usePushKey();
  if (!browserCanPush() || !key.data) return null;
  return <ReminderSettings publicKey={key.data} />;
}

function ReminderSettings({ publicKey }: { publicKey: string }) {
  const id = useId();
  const state = useReminderState(true);
  const set = useSetReminder();
  const [picked, setPicked] = useState<string | null>(null);
  const on = state.data?.thisDevice === true && state.data.time !== null;
  const time = picked ?? state.data?.time ?? REMINDER_DEFAULT_TIME;
  const denied = typeof Notification !== "undefined" && Notification.permission === "denied";

  const change = (next: { publicKey: string; time: string } | null, done: string) =>
    set.mutate(next, {
      onSuccess: () => {
        setPicked(null);
        toast({ title: T.success, description: done, variant: "success" });
      },
      onError: (error) =>
        toast({
          title: T.error,
          description: reminderErrorText(error),
          variant: "destructive",
        }),
    });

  return (
    <Section
      icon={BellRing}
      title="Hatırlatma"
      description="Her gün seçtiğin saatte günün şarkısını hatırlatalım. 22.00 ile 09.00 arasında hiç bildirim göndermeyiz."
      testId="reminder-card"
    >
      {state.isPending ? (
        <Spinner />
      ) : (
        <>
          <p className="font-medium" data-testid="reminder-status">
            {on
              ? `Bu cihazda hatırlatma açık. Saat: ${shownTime(state.data!.time!)}`
              : state.data?.time
                ? `Hatırlatma başka bir cihazında açık (saat ${shownTime(state.data.time)}). Bu cihazda da açabilirsin.`
                : "Bu cihazda hatırlatma kapalı."}
          </p>
          {denied && !on && (
            <p className="mt-1 text-muted-foreground text-sm">
              Bu tarayıcıda bildirimlere izin verilmemiş. İzni tarayıcının site ayarlarından açabilirsin.
            </p>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <label htmlFor={id} className="text-sm">
              Hatırlatma saati
            </label>
            <ReminderTimeSelect
              id={id}
              value={time}
              onChange={setPicked}
              disabled={set.isPending}
              testId="reminder-time"
            />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            {on ? (
              <>
                {time !== state.data?.time && (
                  <Button
                    onClick={() => change({ publicKey, time }, `Hatırlatma saati ${shownTime(time)} oldu.`)}
                    disabled={set.isPending}
                    data-testid="reminder-save"
                  >
                    {set.isPending && <Spinner />} Saati Kaydet
                  </Button>
                )}
                <Button
                  variant="outline"
                  onClick={() => change(null, "Bu cihazda hatırlatma kapatıldı.")}
                  disabled={set.isPending}
                  data-testid="reminder-off"
                >
                  {set.isPending ? <Spinner /> : <BellOff aria-hidden />} Hatırlatmayı Kapat
                </Button>
              </>
            ) : (
              <Button
                onClick={() =>
                  change({ publicKey, time }, `Hatırlatma kuruldu: her gün saat ${shownTime(time)}.`)
                }
                disabled={set.isPending || denied}
                data-testid="reminder-on"
              >
                {set.isPending ? <Spinner /> : <BellRing aria-hidden />} Hatırlatmayı Aç
              </Button>
            )}
          </div>
        </>
      )}
    </Section>
  );
}
