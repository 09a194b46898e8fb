/**
 * The mails the app sends (ADR 028), in Turkish, each as plain text and HTML. A link is the only
 * thing in them that is not fixed text; the HTML escapes whatever it puts in.
 */

export interface MailMessage {
  kind: "verify" | "reset";
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function page(title: string, paragraphs: string[], link: { href: string; label: string }, after: string[]) {
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;color:#1f1a24;font-family:Arial,Helvetica,sans-serif;font-size:16px">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${paragraphs.map(p).join("\n")}
<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(link.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5b5566;word-break:break-all">${escapeHtml(link.href)}</p>
${after.map(p).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:#5b5566">Şarkı Falı</p>
</div></body></html>`;
}

const text = (lines: string[]) => `${lines.join("\n\n")}\n\nŞarkı Falı\n`;

/** After sign-up, or when an address was typed for X: the link proves the address. */
export function verifyMessage(link: string): MailMessage {
  const title = "E-posta adresini doğrula";
  const intro =
    "Şarkı Falı hesabın için bu e-posta adresi kullanıldı. Adresin sana ait olduğunu doğrulamak için bağlantıyı aç:";
  const validity = "Bağlantı 24 saat geçerli ve yalnızca bir kez kullanılabilir.";
  const notYou =
    "Bu hesabı sen açmadıysan bağlantıyı açma ve bu e-postayı yok say. Adresin doğrulanmadıkça o hesap, Google ya da GitHub ile bu adresle giriş yaptığında sana geçer.";
  return {
    kind: "verify",
    subject: "Şarkı Falı: e-posta adresini doğrula",
    text: text([title, intro, link, validity, notYou]),
    html: page(title, [intro], { href: link, label: "Adresimi Doğrula" }, [validity, notYou]),
  };
}

/** 'Şifremi unuttum?': a one-time link to set a new password. */
export function resetMessage(link: string): MailMessage {
  const title = "Şifreni sıfırla";
  const intro =
    "Şarkı Falı hesabın için şifre sıfırlama istendi. Yeni bir şifre belirlemek için bağlantıyı aç:";
  const validity =
    "Bağlantı 30 dakika geçerli ve yalnızca bir kez kullanılabilir. Yeni şifreni belirleyince bütün cihazlardaki oturumların kapanır.";
  const notYou = "Bunu sen istemediysen bu e-postayı yok say: şifren değişmez.";
  return {
    kind: "reset",
    subject: "Şarkı Falı: şifre sıfırlama bağlantın",
    text: text([title, intro, link, validity, notYou]),
    html: page(title, [intro], { href: link, label: "Yeni Şifre Belirle" }, [validity, notYou]),
  };
}
