/**
 * 'Her gün şarkını hatırlatayım mı?' (issue 26, ADR 041): a small offer under a draw's result, not
 * a wall. Shown only where reminders can work (VAPID keys on the server, a PushManager here), while
 * the person has none, and never again on this device after a 'Hayır'. The browser's permission
 * is asked only when they press 'Evet, hatırlat'. Loaded on its own after a draw (play-page.tsx).
 */
import { BellRing, X } from "lucide-react";
import { useId, useState } from "react";
import { ReminderTimeSelect, shownTime } from "@/client/components/reminder-time-select";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import {
  browserCanPush,
  declineOffer,
  offerDeclined,
  reminderErrorText,
  usePushKey,
  useReminderState,
  useSetReminder,
} from "@/client/lib/reminders";
import { toast } from "@/client/lib/use-toast";
import { REMINDER_DEFAULT_TIME } from "@/shared/reminder-time";
import { T } from "@/shared/texts";

/** closed with the X: not again during this visit (a 'Hayır' is for good) */
let closedThisVisit = false;

export default function ReminderOffer() {
  const [hidden, setHidden] = useState(
    () =>
      closedThisVisit ||
      !browserCanPush() ||
      offerDeclined() ||
      (typeof Notification !== "undefined" && Notification.permission === "denied"),
  );
  const key = usePushKey(!hidden);
  const state = useReminderState(!hidden && Boolean(key.data));
  if (hidden || !key.data || !state.data || state.data.time !== null) return null;
  return (
    <Offer
      publicKey={key.data}
      onClose={(forGood) => {
        if (forGood) declineOffer();
        closedThisVisit = true;
        setHidden(true);
      }}
    />
  );
}

function Offer({ publicKey, onClose }: { publicKey: string; onClose: (forGood: boolean) => void }) {
  const id = useId();
  const [time, setTime] = useState(REMINDER_DEFAULT_TIME);
  const set = useSetReminder();
  return (
    <aside
      className="relative rounded-2xl border border-gold/30 bg-card/70 p-4 pr-11 shadow-sm"
      aria-labelledby={`${id}-title`}
      data-testid="reminder-offer"
    >
      <button
        type="button"
        className="absolute top-2.5 right-2.5 rounded-md p-1.5 text-muted-foreground hover:bg-secondary hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        onClick={() => onClose(false)}
        aria-label="Kapat"
        data-testid="reminder-offer-close"
      >
        <X className="size-4" aria-hidden />
      </button>
      <p id={`${id}-title`} className="flex items-center gap-2 font-medium">
        <BellRing className="size-4 shrink-0 text-gold" aria-hidden />
        Her gün şarkını hatırlatayım mı?
      </p>
      <p className="mt-1 text-muted-foreground text-sm">
        Seçtiğin saatte günün şarkısı için tek bir bildirim; 22.00 ile 09.00 arasında hiç.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Hatırlatma saati
        </label>
        <ReminderTimeSelect
          id={id}
          value={time}
          onChange={setTime}
          disabled={set.isPending}
          testId="reminder-offer-time"
        />
        <Button
          size="sm"
          disabled={set.isPending}
          data-testid="reminder-offer-yes"
          onClick={() =>
            set.mutate(
              { publicKey, time },
              {
                onSuccess: () =>
                  toast({
                    title: T.success,
                    description: `Hatırlatma kuruldu: her gün saat ${shownTime(time)}. Profilinden değiştirebilirsin.`,
                    variant: "success",
                  }),
                onError: (error) =>
                  toast({
                    title: T.error,
                    description: reminderErrorText(error),
                    variant: "destructive",
                  }),
              },
            )
          }
        >
          {set.isPending && <Spinner />} Evet, hatırlat
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={set.isPending}
          onClick={() => onClose(true)}
          data-testid="reminder-offer-no"
        >
          Hayır, teşekkürler
        </Button>
      </div>
    </aside>
  );
}
