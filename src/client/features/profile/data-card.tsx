/**
 * The KVKK rights (art. 11): a copy of everything stored, and erasure. Both need a recent sign-in
 * (ADR 028); a right password typed in the deletion form is one.
 */
import { Download, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Field } from "@/client/components/field";
import { CurrentPasswordField } from "@/client/components/password-fields";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import type { Account } from "@/shared/api-types";
import { DELETE_CONFIRM_WORD } from "@/shared/sign-in";
import { useDeleteAccount } from "./api";
import { useReauth } from "./reauth";
import { Section } from "./section";

function DeleteAccountDialog({
  account,
  open,
  onOpenChange,
}: {
  account: Account;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [value, setValue] = useState("");
  const remove = useDeleteAccount();
  const has = account.hasPassword;
  const ready = has ? value.length > 0 : value.trim().toLocaleUpperCase("tr-TR") === DELETE_CONFIRM_WORD;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    remove.mutate(has ? { password: value } : { confirm: value });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setValue("");
        onOpenChange(o);
      }}
    >
      <DialogContent data-testid="delete-account-dialog">
        <DialogHeader>
          <DialogTitle>Hesabını sil</DialogTitle>
          <DialogDescription>Bu işlem geri alınamaz.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <p className="text-sm">Şunlar kalıcı olarak silinir:</p>
          <ul className="ml-5 list-disc space-y-1 text-sm leading-relaxed">
            <li>Hesabın, adın ve bağlı giriş yöntemlerin</li>
            <li>Bütün falların, favorilerin ve paylaşım bağlantıların (bağlantılar artık açılmaz)</li>
            <li>Paylaşım görselleri ve bütün oturumların</li>
          </ul>
          <p className="text-muted-foreground text-sm">
            Önce bir kopyasını istersen “Verilerimi İndir” ile indirebilirsin.
          </p>
          {has ? (
            <CurrentPasswordField value={value} onValue={setValue} disabled={remove.isPending} />
          ) : (
            <Field
              label={`Onaylamak için ${DELETE_CONFIRM_WORD} yaz`}
              name="confirm"
              autoComplete="off"
              maxLength={20}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              disabled={remove.isPending}
            />
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
              Vazgeç
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={!ready || remove.isPending}
              data-testid="confirm-delete-account"
            >
              {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />} Hesabımı Kalıcı Olarak Sil
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DataRights({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const { guard } = useReauth();
  const href = "/api/account/export";
  return (
    <Section
      icon={Download}
      title="Verilerin"
      description="KVKK'nın (6698 sayılı Kanun) 11. maddesi uyarınca hakkında sakladığımız verileri öğrenebilir, silinmelerini isteyebilirsin."
      testId="profile-data"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <a
            href={href}
            download
            data-testid="export-data"
            onClick={(e) => {
              e.preventDefault();
              guard(() => {
                // a download through a link the page clicks, so the browser saves the file
                const a = document.createElement("a");
                a.href = href;
                a.download = "";
                document.body.append(a);
                a.click();
                a.remove();
              });
            }}
          >
            <Download aria-hidden /> Verilerimi İndir
          </a>
        </Button>
        <Button
          variant="destructive"
          onClick={() => (account.hasPassword ? setOpen(true) : guard(() => setOpen(true)))}
          data-testid="delete-account"
        >
          <Trash2 aria-hidden /> Hesabımı Sil
        </Button>
      </div>
      <p className="mt-3 text-muted-foreground text-sm">
        İndirilen dosya hesabını, giriş yöntemlerini (şifre gibi gizli bilgiler hariç), oturumlarını ve bütün
        fallarını içerir.
      </p>
      <DeleteAccountDialog account={account} open={open} onOpenChange={setOpen} />
    </Section>
  );
}
