import { useToast } from "@/client/lib/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./ui/toast";

/** Toasts last 5000 ms by default and are swiped away to the right past 50 px (spec section 9). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50} label="Bildirim">
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(o) => {
            if (!o) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      {/* Radix's default region label is English ("Notifications (F8)"). */}
      <ToastViewport label="Bildirimler ({hotkey})" />
    </ToastProvider>
  );
}
