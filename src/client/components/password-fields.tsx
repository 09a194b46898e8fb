/**
 * The password inputs a signed-in person meets (the profile's cards, the re-authentication dialog,
 * the mailed reset link): one place for their autocomplete words, length limits and hint, so
 * password managers and the server's rules see the same thing everywhere.
 */
import type { ComponentProps, ReactNode } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/shared/limits";
import { Field } from "./field";

type PasswordFieldProps = Omit<
  ComponentProps<typeof Field>,
  "type" | "autoComplete" | "minLength" | "maxLength" | "onChange" | "label" | "value"
> & {
  label?: ReactNode;
  value: string;
  onValue: (value: string) => void;
};

/** The password the person has now (autocomplete "current-password"). */
export function CurrentPasswordField({
  label = "Şifren",
  name = "password",
  onValue,
  ...rest
}: PasswordFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete="current-password"
      maxLength={PASSWORD_MAX}
      onChange={(e) => onValue(e.target.value)}
      {...rest}
    />
  );
}

/** A new password, with the server's limits and the hint that says the shortest (autocomplete "new-password"). */
export function NewPasswordField({
  label = "Yeni şifre",
  name = "newPassword",
  onValue,
  ...rest
}: PasswordFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      hint={`En az ${PASSWORD_MIN} karakter.`}
      onChange={(e) => onValue(e.target.value)}
      {...rest}
    />
  );
}

/** For password managers: which account a password form is for (hidden, read-only). */
export function AccountForPasswordManagers({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
